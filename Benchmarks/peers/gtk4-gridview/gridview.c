/* The peer: GTK 4's recycling grid (GtkGridView) scrolled as Tessera's big-grid demo is.
 *
 * A window of WxH holds a GtkGridView of N numbered 86 x 86 tiles (6 px apart, as the demo's),
 * scrolled from a tick callback at SPEED px/s for SECONDS. Each frame's cost is taken from
 * GTK's frame clock, from its update phase to its after-paint phase: input, layout, drawing.
 * Prints one line: gtk4-gridview WxH frames N median X ms p99 Y ms.
 *
 * Usage: gtk4-gridview [--size WxH] [--items N] [--seconds S] [--speed PX]
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int width = 390, height = 844, items = 1000000;
static double seconds = 10, speed = 1500;
static GArray *costs;
static gint64 update_started, scroll_started;
static GMainLoop *loop;

static void on_update(GdkFrameClock *clock, gpointer data) { update_started = g_get_monotonic_time(); }

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    if (update_started == 0 || scroll_started == 0) return;
    double ms = (g_get_monotonic_time() - update_started) / 1000.0;
    g_array_append_val(costs, ms);
    update_started = 0;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double percentile(double p) {
    if (costs->len == 0) return 0;
    double *sorted = g_memdup2(costs->data, costs->len * sizeof(double));
    qsort(sorted, costs->len, sizeof(double), compare);
    double value = sorted[(guint)(p * (costs->len - 1) + 0.5)];
    g_free(sorted);
    return value;
}

static gboolean scroll_tick(GtkWidget *scrolled, GdkFrameClock *clock, gpointer data) {
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (scroll_started == 0) {
        scroll_started = now;
        g_signal_connect(clock, "update", G_CALLBACK(on_update), NULL);
        g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
    }
    double elapsed = (now - scroll_started) / 1e6;
    if (elapsed > seconds) {
        printf("gtk4-gridview %dx%d frames %u median %.2f ms p99 %.2f ms\n", width, height, costs->len,
               percentile(0.5), percentile(0.99));
        fflush(stdout);
        g_main_loop_quit(loop);
        return G_SOURCE_REMOVE;
    }
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(data));
    gtk_adjustment_set_value(adjustment, elapsed * speed);
    return G_SOURCE_CONTINUE;
}

static void setup_tile(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_widget_set_size_request(label, 86, 86);
    gtk_widget_add_css_class(label, "tile");
    gtk_list_item_set_child(item, label);
}

static void bind_tile(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

int main(int argc, char **argv) {
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--size")) sscanf(argv[i + 1], "%dx%d", &width, &height);
        else if (!strcmp(argv[i], "--items")) items = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--seconds")) seconds = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--speed")) speed = atof(argv[i + 1]);
    }
    gtk_init();
    costs = g_array_new(FALSE, FALSE, sizeof(double));
    loop = g_main_loop_new(NULL, FALSE);

    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css,
        "gridview > child { padding: 3px; }"
        "label.tile { background: #e6ecf7; font-weight: bold; font-size: 16px; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

    GtkStringList *model = gtk_string_list_new(NULL);
    char number[16];
    for (int i = 0; i < items; i++) {
        snprintf(number, sizeof number, "%d", i);
        gtk_string_list_append(model, number);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_tile), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_tile), NULL);
    GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model))), factory);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 64);

    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), grid);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "GtkGridView peer");
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_widget_add_tick_callback(scrolled, scroll_tick, grid, NULL);
    gtk_window_present(GTK_WINDOW(window));
    g_main_loop_run(loop);
    return 0;
}
