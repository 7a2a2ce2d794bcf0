// SVG images drawn onto Cairo (an asset catalog's vector images).
#include <librsvg/rsvg.h>
