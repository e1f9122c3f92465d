#ifndef FIELDKIT_CGTK4_SHIM_H
#define FIELDKIT_CGTK4_SHIM_H
#include <gtk/gtk.h>
#include <sys/syscall.h>
#include <unistd.h>

/*
 * Swift cannot call C variadic functions or expand GObject's cast macros, so
 * the few that FieldKitGtk needs are wrapped here as static inline functions.
 * Each one is a direct translation with no logic of its own.
 */

/* The C library's standard streams, which Swift 6 treats as shared mutable globals. */
static inline FILE *fieldkit_stdout(void) { return stdout; }
static inline FILE *fieldkit_stderr(void) { return stderr; }


/* Whether the caller is the process's first thread, where GTK must run. */
static inline gboolean fieldkit_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

static inline GObject *fieldkit_object(gpointer instance) { return G_OBJECT(instance); }

static inline void fieldkit_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void fieldkit_accessible_set_description(GtkWidget *widget, const char *description) {
    if (description) {
        gtk_accessible_update_property(
            GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static inline void fieldkit_accessible_set_required(GtkWidget *widget, gboolean required) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_REQUIRED, required, -1);
}

/* An action bar with the toolbar role (the accessible role is a construct-only property). */
static inline GtkWidget *fieldkit_toolbar_action_bar_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_ACTION_BAR, "accessible-role", GTK_ACCESSIBLE_ROLE_TOOLBAR, NULL));
}

/* A label with the alert role: GTK 4.8 exposes it to AT-SPI as a notification, which screen readers speak when it shows. */
static inline GtkWidget *fieldkit_alert_label_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL));
}

/* A label screen readers leave out (presentation role): a visible mark whose meaning the labelled widget already says. */
static inline GtkWidget *fieldkit_presentation_label_new(const char *text) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, "label", text, NULL));
}

static inline void fieldkit_set_bool_property(gpointer object, const char *name, gboolean value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

static inline gboolean fieldkit_get_bool_property(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(G_OBJECT(object), name, &value, NULL);
    return value;
}

static inline void fieldkit_set_string_property(gpointer object, const char *name, const char *value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

static inline void fieldkit_set_int_property(gpointer object, const char *name, gint value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

/*
 * Keybinding signals, emitted the way GtkText's own key bindings emit them.
 * Tests use them to edit real widgets without an X server's keyboard.
 */
static inline void fieldkit_emit_backspace(gpointer text) { g_signal_emit_by_name(text, "backspace"); }

static inline void fieldkit_emit_insert_at_cursor(gpointer widget, const char *string) {
    g_signal_emit_by_name(widget, "insert-at-cursor", string);
}

static inline void fieldkit_emit_delete_from_cursor(gpointer widget, GtkDeleteType type, int count) {
    g_signal_emit_by_name(widget, "delete-from-cursor", type, count);
}

static inline void fieldkit_emit_preedit_changed(gpointer widget, const char *preedit) {
    g_signal_emit_by_name(widget, "preedit-changed", preedit);
}

/* GtkEditable's own edit signals with whatever positions a caller passes, so
 * tests can send what a misbehaving toolkit might (negative, past the end). */
static inline void fieldkit_emit_delete_text(gpointer editable, int start, int end) {
    g_signal_emit_by_name(editable, "delete-text", start, end);
}

static inline void fieldkit_emit_insert_text(gpointer editable, const char *text, int length, int *position) {
    g_signal_emit_by_name(editable, "insert-text", text, length, position);
}

static inline void fieldkit_emit_paste_clipboard(gpointer text) { g_signal_emit_by_name(text, "paste-clipboard"); }

static inline void fieldkit_emit_activate(gpointer widget) { g_signal_emit_by_name(widget, "activate"); }

static inline void fieldkit_emit_clicked(gpointer button) { g_signal_emit_by_name(button, "clicked"); }

/* Calls `visit` on each of the widget's event controllers, in order, until
 * it returns TRUE; returns whether one did. */
static inline gboolean fieldkit_visit_controllers(GtkWidget *widget, gboolean (*visit)(GObject *, gpointer),
                                                  gpointer data) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    gboolean done = FALSE;
    for (guint i = 0; !done && i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        done = visit(controller, data);
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return done;
}

static inline gboolean fieldkit_press_middle_gesture(GObject *controller, gpointer point) {
    if (!GTK_IS_GESTURE_CLICK(controller) ||
        gtk_gesture_single_get_button(GTK_GESTURE_SINGLE(controller)) != GDK_BUTTON_MIDDLE)
        return FALSE;
    g_signal_emit_by_name(controller, "pressed", 1, ((double *)point)[0], ((double *)point)[1]);
    return TRUE;
}

/* A middle-button press at (x, y) as the widget's own middle-button click
 * gesture sees it ("pressed", one press), for tests without a pointer.
 * Returns FALSE when the widget has no such gesture. */
static inline gboolean fieldkit_emit_middle_press(GtkWidget *widget, double x, double y) {
    double point[2] = {x, y};
    return fieldkit_visit_controllers(widget, fieldkit_press_middle_gesture, point);
}

typedef struct {
    guint keyval;
    GdkModifierType state;
} FieldKitKeyPress;

static inline gboolean fieldkit_press_capture_key(GObject *controller, gpointer key) {
    gboolean handled = FALSE;
    if (GTK_IS_EVENT_CONTROLLER_KEY(controller) &&
        gtk_event_controller_get_propagation_phase(GTK_EVENT_CONTROLLER(controller)) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name(controller, "key-pressed", ((FieldKitKeyPress *)key)->keyval, 0,
                              ((FieldKitKeyPress *)key)->state, &handled);
    return handled;
}

/* A key press as the widget's capture-phase key controllers see it
 * ("key-pressed", in their order), for tests without a keyboard. Returns
 * whether a controller handled it. */
static inline gboolean fieldkit_emit_key_pressed(GtkWidget *widget, guint keyval, GdkModifierType state) {
    FieldKitKeyPress key = {keyval, state};
    return fieldkit_visit_controllers(widget, fieldkit_press_capture_key, &key);
}

static inline GType fieldkit_type_of(gpointer instance) { return G_OBJECT_TYPE(instance); }

/* G_TYPE_STRING, a macro Swift does not import. */
static inline GType fieldkit_type_string(void) { return G_TYPE_STRING; }

#endif
