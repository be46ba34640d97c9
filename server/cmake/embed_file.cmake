# Writes a C++ file defining `std::string_view NAME()` in namespace platform::embedded that holds
# the bytes of the text file IN (UTF-8, no NUL), so the server binary carries it.
file(READ ${IN} text)
string(FIND "${text}" ")platform_embed\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${IN} contains the raw string delimiter")
endif()
set(body "// Generated from ${IN} by cmake/embed_file.cmake. Do not edit.\n#include <string_view>\n\n")
string(APPEND body "namespace platform::embedded {\nstd::string_view ${NAME}() {\n")
string(APPEND body "  static const char text[] = R\"platform_embed(${text})platform_embed\";\n")
string(APPEND body "  return std::string_view(text, sizeof text - 1);\n}\n}  // namespace platform::embedded\n")
file(WRITE ${OUT}.tmp "${body}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
