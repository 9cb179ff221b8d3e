// How a message shows a value it was given (Quote): on one line, each
// control character or line break as its JSON escape, and at most 60
// characters of it, however long it was.

#include "core/common/quote.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;

class tst_Quote : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aValueIsShownOnOneLine_data()
    {
        QTest::addColumn<QString>("given");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QStringLiteral("firers") << QStringLiteral("firers");
        QTest::newRow("a line break") << QStringLiteral("f\n ers") << QStringLiteral("f\\n ers");
        QTest::newRow("tab and return") << QStringLiteral("a\tb\rc") << QStringLiteral("a\\tb\\rc");
        QTest::newRow("bell") << QStringLiteral("a\ab") << QStringLiteral("a\\u0007b");
        QTest::newRow("line separator")
            << (QStringLiteral("a") + QChar(0x2028) + QStringLiteral("b"))
            << QStringLiteral("a\\u2028b");
        QTest::newRow("long") << QString(100, QLatin1Char('x'))
                              << QString(60, QLatin1Char('x')) + QChar(0x2026);
        QTest::newRow("long, of line breaks") << QString(100, QLatin1Char('\n'))
                                              << QStringLiteral("\\n").repeated(30) + QChar(0x2026);
    }
    void aValueIsShownOnOneLine()
    {
        QFETCH(QString, given);
        QFETCH(QString, shown);
        QCOMPARE(Quote::shortened(given), shown);
        QCOMPARE(Quote::value(given), QLatin1Char('"') + shown + QLatin1Char('"'));
    }
};

ADC_TEST_APPLESS_MAIN(tst_Quote)
#include "tst_quote.moc"
