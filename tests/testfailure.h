#pragma once

// How a test's helper or fixture that cannot go on fails the test function
// that called it, and only that one: a test program runs several classes
// (tests/testmain.cpp), and Qt Test 6.4 ends the whole run when an exception
// leaves a test function, as a fatal message or an abort ends the program.
// The helper records the failure and its reason with ADC_FAIL and returns an
// empty value (a fixture: one whose isValid() is false); a caller that would
// crash or wait long on that value checks it, and so returns:
//
//     TestBattle battle;
//     QVERIFY(battle.isValid());
//
// Helpers are called from test functions (initTestCase, a _data function,
// init and cleanup included), never from a test object's constructor or
// destructor nor from another thread: Qt Test would lose the failure there,
// or race with it.

#include <QString>
#if defined(QT_TESTLIB_LIB)
#include <QTest>
#endif

namespace AdcTest {

inline void fail(const QString &reason, const char *file, int line)
{
#if defined(QT_TESTLIB_LIB)
    if (QTest::currentTestFunction()) {
        QTest::qFail(qPrintable(reason), file, line);
        return;
    }
#endif
    // Outside a test function there is none to fail (Qt Test would leave
    // the next class's first failure uncounted), nor in a benchmark, which
    // shares tests/testpaths.h: the reason is only said.
    qCritical("%s(%d): %s", file, line, qPrintable(reason));
}

} // namespace AdcTest

// Fails the current test function with `reason` (a QString), here.
#define ADC_FAIL(reason) AdcTest::fail(reason, __FILE__, __LINE__)
