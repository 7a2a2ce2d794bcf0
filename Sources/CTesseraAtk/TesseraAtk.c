// A GObject subclass of AtkObject whose every answer comes from Tessera's Swift callbacks,
// with the component (extents, focus), action and text interfaces screen readers use.
#include "TesseraAtk.h"
#include <atk-bridge.h>
#include <stdlib.h>
#include <string.h>

static TesseraAtkCallbacks callbacks;
static GHashTable *objects;  // handle -> TesseraAccessible (owned)
static char *application_name;

typedef struct {
    AtkObject parent;
    intptr_t handle;
    char *name;         // the last answers, kept because ATK returns borrowed strings
    char *description;
    char *action_name;
} TesseraAccessible;

typedef struct { AtkObjectClass parent_class; } TesseraAccessibleClass;

static void component_init(AtkComponentIface *iface);
static void action_init(AtkActionIface *iface);
static void text_init(AtkTextIface *iface);

G_DEFINE_TYPE_WITH_CODE(TesseraAccessible, tessera_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, action_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, text_init))

#define HANDLE(obj) (((TesseraAccessible *)(obj))->handle)

// Elements that hold a number (sliders, steppers, progress) are of a subclass that adds the
// value interface, so readers do not read a value on every label.
typedef struct { TesseraAccessible parent; } TesseraValueAccessible;
typedef struct { TesseraAccessibleClass parent_class; } TesseraValueAccessibleClass;

static void value_init(AtkValueIface *iface);

G_DEFINE_TYPE_WITH_CODE(TesseraValueAccessible, tessera_value_accessible, tessera_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, value_init))

static void tessera_value_accessible_class_init(TesseraValueAccessibleClass *klass) {}
static void tessera_value_accessible_init(TesseraValueAccessible *self) {}

/// Keeps `fresh` (malloc'd) in `*slot`, freeing what was there.
static const char *keep(char **slot, char *fresh) {
    free(*slot);
    *slot = fresh;
    return fresh;
}

static const gchar *get_name(AtkObject *object) {
    TesseraAccessible *self = (TesseraAccessible *)object;
    if (self->handle == 1) return application_name;
    return keep(&self->name, callbacks.name(self->handle));
}

static const gchar *get_description(AtkObject *object) {
    TesseraAccessible *self = (TesseraAccessible *)object;
    return keep(&self->description, callbacks.description(self->handle));
}

static AtkObject *get_parent(AtkObject *object) {
    intptr_t parent = callbacks.parent(HANDLE(object));
    return parent ? tessera_atk_object(parent) : NULL;
}

static gint get_n_children(AtkObject *object) { return callbacks.child_count(HANDLE(object)); }

static AtkObject *ref_child(AtkObject *object, gint index) {
    intptr_t child = callbacks.child(HANDLE(object), index);
    if (!child) return NULL;
    return g_object_ref(tessera_atk_object(child));
}

static gint get_index_in_parent(AtkObject *object) { return callbacks.index_in_parent(HANDLE(object)); }

static AtkRole get_role(AtkObject *object) { return callbacks.role(HANDLE(object)); }

static AtkStateSet *ref_state_set(AtkObject *object) {
    AtkStateSet *set = atk_state_set_new();
    uint64_t bits = callbacks.states(HANDLE(object));
    for (int state = 0; state < 64 && state < ATK_STATE_LAST_DEFINED; state++) {
        if (bits & ((uint64_t)1 << state)) atk_state_set_add_state(set, (AtkStateType)state);
    }
    return set;
}

static AtkAttributeSet *get_attributes(AtkObject *object) {
    char *identifier = callbacks.identifier(HANDLE(object));
    if (!identifier) return NULL;
    AtkAttribute *attribute = g_new(AtkAttribute, 1);
    attribute->name = g_strdup("id");
    attribute->value = g_strdup(identifier);
    free(identifier);
    return g_slist_append(NULL, attribute);
}

static void finalize(GObject *object) {
    TesseraAccessible *self = (TesseraAccessible *)object;
    free(self->name);
    free(self->description);
    free(self->action_name);
    G_OBJECT_CLASS(tessera_accessible_parent_class)->finalize(object);
}

static void tessera_accessible_class_init(TesseraAccessibleClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_name = get_name;
    atk->get_description = get_description;
    atk->get_parent = get_parent;
    atk->get_n_children = get_n_children;
    atk->ref_child = ref_child;
    atk->get_index_in_parent = get_index_in_parent;
    atk->get_role = get_role;
    atk->ref_state_set = ref_state_set;
    atk->get_attributes = get_attributes;
    G_OBJECT_CLASS(klass)->finalize = finalize;
}

static void tessera_accessible_init(TesseraAccessible *self) { self->handle = 0; }

// MARK: Component

static void get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
    callbacks.extents(HANDLE(component), type == ATK_XY_SCREEN, x, y, width, height);
}

static gboolean grab_focus(AtkComponent *component) { return callbacks.grab_focus(HANDLE(component)); }

static void component_init(AtkComponentIface *iface) {
    iface->get_extents = get_extents;
    iface->grab_focus = grab_focus;
}

// MARK: Action

static gint get_n_actions(AtkAction *action) { return callbacks.action_count(HANDLE(action)); }

static const gchar *action_get_name(AtkAction *action, gint index) {
    TesseraAccessible *self = (TesseraAccessible *)action;
    return keep(&self->action_name, callbacks.action_name(self->handle, index));
}

static gboolean do_action(AtkAction *action, gint index) { return callbacks.do_action(HANDLE(action), index); }

static void action_init(AtkActionIface *iface) {
    iface->get_n_actions = get_n_actions;
    iface->get_name = action_get_name;
    iface->do_action = do_action;
}

// MARK: Text (the label or value a reader reads, whole)

static gchar *text_get_text(AtkText *text, gint start, gint end) {
    char *whole = callbacks.text(HANDLE(text));
    if (!whole) return g_strdup("");
    glong length = g_utf8_strlen(whole, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0) start = 0;
    if (start > end) start = end;
    gchar *from = g_utf8_offset_to_pointer(whole, start);
    gchar *to = g_utf8_offset_to_pointer(whole, end);
    gchar *result = g_strndup(from, to - from);
    free(whole);
    return result;
}

static gint text_get_character_count(AtkText *text) {
    char *whole = callbacks.text(HANDLE(text));
    gint count = whole ? (gint)g_utf8_strlen(whole, -1) : 0;
    free(whole);
    return count;
}

static gint text_get_caret_offset(AtkText *text) { return 0; }

static void text_init(AtkTextIface *iface) {
    iface->get_text = text_get_text;
    iface->get_character_count = text_get_character_count;
    iface->get_caret_offset = text_get_caret_offset;
}

// MARK: Value (both ATK's current and its older GValue forms, which bridges still ask)

typedef struct { double current, minimum, maximum, step; } Reading;

static Reading read_value(gpointer object) {
    Reading reading = {0, 0, 0, 0};
    callbacks.value(HANDLE(object), &reading.current, &reading.minimum, &reading.maximum, &reading.step);
    return reading;
}

static void value_get_value_and_text(AtkValue *value, gdouble *current, gchar **text) {
    Reading reading = read_value(value);
    if (current) *current = reading.current;
    if (text) *text = NULL;
}

static AtkRange *value_get_range(AtkValue *value) {
    Reading reading = read_value(value);
    return atk_range_new(reading.minimum, reading.maximum, NULL);
}

static gdouble value_get_increment(AtkValue *value) { return read_value(value).step; }

static void value_set_value(AtkValue *value, gdouble number) { callbacks.set_value(HANDLE(value), number); }

static void put_double(GValue *out, double number) {
    memset(out, 0, sizeof(GValue));
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, number);
}

static void value_get_current(AtkValue *value, GValue *out) { put_double(out, read_value(value).current); }
static void value_get_minimum(AtkValue *value, GValue *out) { put_double(out, read_value(value).minimum); }
static void value_get_maximum(AtkValue *value, GValue *out) { put_double(out, read_value(value).maximum); }
static void value_get_step(AtkValue *value, GValue *out) { put_double(out, read_value(value).step); }

static gboolean value_set_current(AtkValue *value, const GValue *number) {
    if (!G_VALUE_HOLDS_DOUBLE(number)) return FALSE;
    return callbacks.set_value(HANDLE(value), g_value_get_double(number));
}

static void value_init(AtkValueIface *iface) {
    iface->get_value_and_text = value_get_value_and_text;
    iface->get_range = value_get_range;
    iface->get_increment = value_get_increment;
    iface->set_value = value_set_value;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    iface->get_current_value = value_get_current;
    iface->get_minimum_value = value_get_minimum;
    iface->get_maximum_value = value_get_maximum;
    iface->get_minimum_increment = value_get_step;
    iface->set_current_value = value_set_current;
    G_GNUC_END_IGNORE_DEPRECATIONS
}

// MARK: The root and the bridge

static AtkObject *util_get_root(void) { return tessera_atk_object(1); }
static const gchar *util_get_toolkit_name(void) { return "Tessera"; }
static const gchar *util_get_toolkit_version(void) { return "1.0"; }

AtkObject *tessera_atk_object(intptr_t handle) {
    TesseraAccessible *object = g_hash_table_lookup(objects, (gpointer)handle);
    if (object) return (AtkObject *)object;
    double current, minimum, maximum, step;
    int holds_value = handle != 1 && callbacks.value(handle, &current, &minimum, &maximum, &step);
    object = g_object_new(holds_value ? tessera_value_accessible_get_type() : tessera_accessible_get_type(), NULL);
    object->handle = handle;
    atk_object_initialize((AtkObject *)object, NULL);
    char *identifier = handle == 1 ? NULL : callbacks.identifier(handle);
    if (identifier) {
        atk_object_set_accessible_id((AtkObject *)object, identifier);
        free(identifier);
    }
    g_hash_table_insert(objects, (gpointer)handle, object);
    return (AtkObject *)object;
}

void tessera_atk_forget(intptr_t handle) {
    TesseraAccessible *object = g_hash_table_lookup(objects, (gpointer)handle);
    if (!object) return;
    atk_object_notify_state_change((AtkObject *)object, ATK_STATE_DEFUNCT, TRUE);
    g_hash_table_remove(objects, (gpointer)handle);
}

int tessera_atk_start(const TesseraAtkCallbacks *given, const char *name) {
    callbacks = *given;
    application_name = strdup(name);
    objects = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_object_unref);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = util_get_root;
    util->get_toolkit_name = util_get_toolkit_name;
    util->get_toolkit_version = util_get_toolkit_version;
    g_set_prgname(name);
    return atk_bridge_adaptor_init(NULL, NULL) == 0;
}

void tessera_atk_pump(void) {
    for (int i = 0; i < 100 && g_main_context_iteration(NULL, FALSE); i++) {}
}

void tessera_atk_children_changed(intptr_t parent) {
    AtkObject *object = g_hash_table_lookup(objects, (gpointer)parent);
    // Which child came or went is not tracked; readers ask for the children again.
    if (object) g_signal_emit_by_name(object, "visible-data-changed");
}

void tessera_atk_state_changed(intptr_t handle, AtkStateType state, int on) {
    AtkObject *object = g_hash_table_lookup(objects, (gpointer)handle);
    if (object) atk_object_notify_state_change(object, state, on);
}

void tessera_atk_focus(intptr_t handle) {
    AtkObject *object = tessera_atk_object(handle);
    atk_object_notify_state_change(object, ATK_STATE_FOCUSED, TRUE);
}

void tessera_atk_value_changed(intptr_t handle) {
    AtkObject *object = g_hash_table_lookup(objects, (gpointer)handle);
    if (object && ATK_IS_VALUE(object)) g_object_notify(G_OBJECT(object), "accessible-value");
}

void tessera_atk_name_changed(intptr_t handle) {
    AtkObject *object = g_hash_table_lookup(objects, (gpointer)handle);
    if (object) g_object_notify(G_OBJECT(object), "accessible-name");
}

void tessera_atk_announce(intptr_t handle, const char *text) {
    AtkObject *object = tessera_atk_object(handle);
    g_signal_emit_by_name(object, "announcement", text);
}
