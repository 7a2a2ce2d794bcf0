// PDF pages drawn onto Cairo through poppler's GLib interface (an asset catalog's vector images).
#include <poppler.h>
