// WindowsDeviceName: the names Windows opens as devices, whatever folder or
// extension they come with, and a file's alternate stream, are told from
// ordinary file names; outputs and battles at them are refused on Windows.
#include "core/platform/windowsdevicename.h"
#include "testsuite.h"

#include <QtTest>

using Adc::WindowsDeviceName;

class tst_WindowsDeviceName : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data();
    void names();
};

void tst_WindowsDeviceName::names_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("device");
    QTest::newRow("NUL") << QStringLiteral("NUL") << true;
    QTest::newRow("nul, any case") << QStringLiteral("nUl") << true;
    QTest::newRow("with an extension") << QStringLiteral("nul.pdf") << true;
    QTest::newRow("two extensions") << QStringLiteral("con.roster.pdf") << true;
    QTest::newRow("in a folder") << QStringLiteral("C:\\battles\\aux.adc") << true;
    QTest::newRow("forward slashes") << QStringLiteral("C:/battles/PRN") << true;
    QTest::newRow("trailing space") << QStringLiteral("con ") << true;
    QTest::newRow("COM1") << QStringLiteral("COM1.txt") << true;
    QTest::newRow("LPT9") << QStringLiteral("lpt9") << true;
    QTest::newRow("COM superscript one") << QStringLiteral("COM\u00B9") << true;
    QTest::newRow("console input") << QStringLiteral("CONIN$") << true;
    QTest::newRow("device path") << QStringLiteral("\\\\.\\PhysicalDrive0") << true;
    QTest::newRow("device path, slashes") << QStringLiteral("//./pipe/x") << true;
    QTest::newRow("long path prefix") << QStringLiteral("\\\\?\\C:\\b.adc") << true;
    QTest::newRow("alternate stream") << QStringLiteral("b.adc:x") << true;
    QTest::newRow("stream after a drive") << QStringLiteral("C:\\b.adc:hidden:$DATA") << true;

    QTest::newRow("a battle") << QStringLiteral("C:\\battles\\quatre-bras.adc") << false;
    QTest::newRow("drive-relative") << QStringLiteral("C:b.adc") << false;
    QTest::newRow("name starting nul") << QStringLiteral("nullity.pdf") << false;
    QTest::newRow("COM0 is a file") << QStringLiteral("COM0") << false;
    QTest::newRow("COM10 is a file") << QStringLiteral("COM10") << false;
    QTest::newRow("nul as a folder") << QStringLiteral("nul\\b.adc") << false;
    QTest::newRow("share") << QStringLiteral("\\\\club\\battles\\b.adc") << false;
    QTest::newRow("POSIX path") << QStringLiteral("/home/umpire/roster.pdf") << false;
}

void tst_WindowsDeviceName::names()
{
    QFETCH(QString, path);
    QFETCH(bool, device);
    QCOMPARE(WindowsDeviceName::matches(path), device);
}

ADC_TEST_GUILESS_MAIN(tst_WindowsDeviceName)
#include "tst_windowsdevicename.moc"
