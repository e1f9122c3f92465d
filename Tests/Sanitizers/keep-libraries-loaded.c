/*
 * Preloaded into the GTK leak check (Scripts/make/30-gtk.mk): dlclose leaves
 * every library loaded, so that LeakSanitizer, which reports at exit, can
 * still name the library of each frame of a leaked block's stack, and a
 * suppression can name it. A block allocated by a library that was closed
 * before the exit was reported from "<unknown module>", which no suppression
 * matches, in some runs and not others.
 *
 * AddressSanitizer's own dlclose interceptor (in the test executable) calls
 * the next dlclose in the lookup order: this one. At exit it says which
 * libraries it kept.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>

static int kept;

int dlclose(void *handle) {
    struct link_map *map = NULL;
    if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map != NULL && map->l_name != NULL
        && map->l_name[0] != '\0') {
        fprintf(stderr, "keep-libraries-loaded: kept %s loaded\n", map->l_name);
    }
    kept += 1;
    return 0;
}

__attribute__((destructor)) static void report(void) {
    if (kept > 0) {
        fprintf(stderr, "keep-libraries-loaded: %d dlclose call(s) left their library loaded\n", kept);
    }
}
