// Boost.JSON and Boost.URL compiled into the fuzz targets from their sources, in place of
// Debian's prebuilt libraries: so their parsers, which read every request target and body first,
// are instrumented too. libFuzzer then sees coverage inside them (it finds JSON objects and URLs
// that reach our code far sooner) and ASan/UBSan check them along with our code.
#include <boost/json/src.hpp>
#include <boost/url/src.hpp>
