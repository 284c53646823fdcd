# SPDX-License-Identifier: GPL-3.0-or-later
# One INTERFACE target that every Rigsmith target links: warnings and Qt's strictness defines.
add_library(rigsmith_warnings INTERFACE)
target_compile_options(rigsmith_warnings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
        -Wold-style-cast -Wcast-align -Woverloaded-virtual -Wconversion -Wno-sign-conversion>)
if(RIGSMITH_WERROR)
    target_compile_options(rigsmith_warnings INTERFACE -Werror)
endif()
target_compile_definitions(rigsmith_warnings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_FOREACH
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)
