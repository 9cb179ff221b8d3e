# Run by CTest (walls/db-parts) with -DBUILD=<build folder> and
# -DPROBES=<the probes' list, written by tests/CMakeLists.txt>: each probe is
# a source compiled as a part of the battle library (db/storage, db/tables,
# db/io, db/actions, db/battle, bottom to top) including a header of a part
# above it, and none may compile, for want of that header.
include(${PROBES})
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD} --target ${control}
    RESULT_VARIABLE built OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(NOT built EQUAL 0)
    message(FATAL_ERROR "db/battle including db/storage/sql.h did not compile:\n${said}")
endif()
foreach(entry ${probes})
    string(REPLACE "=" ";" entry "${entry}")
    list(GET entry 0 probe)
    list(GET entry 1 header)
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD} --target ${probe}
        RESULT_VARIABLE built OUTPUT_VARIABLE said ERROR_VARIABLE said)
    if(built EQUAL 0)
        message(FATAL_ERROR "${probe} compiled: a part of the battle library sees ${header}, "
            "a header of a part above it")
    endif()
    string(REPLACE "." "\\." pattern "${header}")
    # gcc: "x.h: No such file or directory"; clang: "'x.h' file not found".
    if(NOT said MATCHES "${pattern}'?:? (No such file|file not found)")
        message(FATAL_ERROR "${probe} failed, but not for want of ${header}:\n${said}")
    endif()
endforeach()
list(LENGTH probes count)
message(STATUS "No part of the battle library sees a part above it (${count} probes)")
