#pragma once

// A subject folder's tests are one program (tests/testmain.cpp): each file
// names its class with ADC_TEST_MAIN, ADC_TEST_GUILESS_MAIN or
// ADC_TEST_APPLESS_MAIN, where a program of its own would say Qt Test's
// QTEST_MAIN, QTEST_GUILESS_MAIN or QTEST_APPLESS_MAIN. CTest runs each class
// on its own, by name (`tests_core_fire tst_FireChart`); run bare, the
// program runs every class in turn.

#include <QObject>

namespace AdcTest {

// What a class needs around it, weakest first: nothing, a QCoreApplication,
// the application of its library (QApplication with widgets, else
// QGuiApplication).
enum class Application { None, Core, Gui };

using MakeSuite = QObject *(*)();

bool registerSuite(const char *name, Application application, MakeSuite make);

} // namespace AdcTest

#define ADC_TEST_REGISTER(TestObject, application)                                                 \
    namespace {                                                                                    \
    [[maybe_unused]] const bool adcTestRegistered_##TestObject = AdcTest::registerSuite(           \
        #TestObject, application, []() -> QObject * { return new TestObject; });                   \
    }

#define ADC_TEST_MAIN(TestObject) ADC_TEST_REGISTER(TestObject, AdcTest::Application::Gui)
#define ADC_TEST_GUILESS_MAIN(TestObject) ADC_TEST_REGISTER(TestObject, AdcTest::Application::Core)
#define ADC_TEST_APPLESS_MAIN(TestObject) ADC_TEST_REGISTER(TestObject, AdcTest::Application::None)
