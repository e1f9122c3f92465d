#ifndef FIELDKIT_CGTK4_SHIM_H
#define FIELDKIT_CGTK4_SHIM_H
#include <gtk/gtk.h>
#endif
