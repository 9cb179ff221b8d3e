# Run by CTest (walls/battle-internals) with -DBUILD=<build folder>:
# a source of the window including a public header of the battle library
# compiles; one including an internal header does not, because the include
# path of the window holds only the library's public headers.
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD} --target wall_probe_public
    RESULT_VARIABLE public OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(NOT public EQUAL 0)
    message(FATAL_ERROR "A window source including db/battle/battle.h did not compile:\n${said}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD} --target wall_probe_internal
    RESULT_VARIABLE internal OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(internal EQUAL 0)
    message(FATAL_ERROR "A window source including db/storage/sql.h compiled: "
        "the battle library's internals are open to the window")
endif()
# gcc: "storage/sql.h: No such file or directory"; clang: "'storage/sql.h' file not found".
if(NOT said MATCHES "db/storage/sql\\.h'?:? (No such file|file not found)")
    message(FATAL_ERROR "The internal probe failed, but not for want of the header:\n${said}")
endif()
message(STATUS "The window sees the battle library's public headers and not its storage")
