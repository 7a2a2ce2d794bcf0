// ATK objects for Tessera's accessibility tree: each stands for one node, named by a handle,
// and asks Swift (through the callbacks) for everything it reports; atk-bridge exports them
// over AT-SPI on the accessibility bus.
#ifndef TESSERA_ATK_H
#define TESSERA_ATK_H
#include <stdint.h>
#include <atk/atk.h>

typedef struct {
    // Strings are returned malloc'd (or NULL) and freed here.
    char *(*name)(intptr_t handle);
    char *(*description)(intptr_t handle);
    char *(*identifier)(intptr_t handle);
    AtkRole (*role)(intptr_t handle);
    intptr_t (*parent)(intptr_t handle);
    int (*child_count)(intptr_t handle);
    intptr_t (*child)(intptr_t handle, int index);
    int (*index_in_parent)(intptr_t handle);
    // Bit n set: AtkStateType n is on.
    uint64_t (*states)(intptr_t handle);
    void (*extents)(intptr_t handle, int screen, int *x, int *y, int *width, int *height);
    int (*action_count)(intptr_t handle);
    char *(*action_name)(intptr_t handle, int index);
    int (*do_action)(intptr_t handle, int index);
    int (*grab_focus)(intptr_t handle);
    char *(*text)(intptr_t handle);
    // A number the element holds (a slider, a stepper, progress): true with its value, range
    // and step, false for elements without one.
    int (*value)(intptr_t handle, double *current, double *minimum, double *maximum, double *step);
    int (*set_value)(intptr_t handle, double value);
} TesseraAtkCallbacks;

/// Starts the bridge with the application's root as handle 1; false when there is no
/// accessibility bus.
int tessera_atk_start(const TesseraAtkCallbacks *callbacks, const char *application_name);
/// Handles what arrived on the bus (calls from screen readers) without waiting.
void tessera_atk_pump(void);
/// The ATK object of a handle (made on first use; the bridge keeps it).
AtkObject *tessera_atk_object(intptr_t handle);
/// Forgets a handle whose object is gone.
void tessera_atk_forget(intptr_t handle);
void tessera_atk_children_changed(intptr_t parent);
void tessera_atk_state_changed(intptr_t handle, AtkStateType state, int on);
void tessera_atk_focus(intptr_t handle);
/// Tells readers a value element's number changed.
void tessera_atk_value_changed(intptr_t handle);
void tessera_atk_name_changed(intptr_t handle);
void tessera_atk_announce(intptr_t handle, const char *text);
#endif
