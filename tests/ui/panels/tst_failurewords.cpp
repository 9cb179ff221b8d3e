// How the window words a failure: by its kind, never by its text (docs/
// contributing.md, "How an error travels"). The same words said three ways
// read three ways.

#include "testsuite.h"
#include "ui/panels/failurewords.h"

#include <QTest>

using namespace Adc;

class tst_FailureWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachKindReadsItsWay_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("icon");
        QTest::newRow("refused") << int(Failure::Kind::Refused)
                                 << QStringLiteral("Refused: the wood is full")
                                 << QStringLiteral("Place the unit: refused")
                                 << int(QMessageBox::Warning);
        QTest::newRow("malformed")
            << int(Failure::Kind::Malformed) << QStringLiteral("Not accepted: the wood is full")
            << QStringLiteral("Place the unit") << int(QMessageBox::Warning);
        QTest::newRow("failed") << int(Failure::Kind::Failed)
                                << QStringLiteral("Not done: the wood is full")
                                << QStringLiteral("Place the unit") << int(QMessageBox::Critical);
    }
    void eachKindReadsItsWay()
    {
        QFETCH(int, kind);
        QFETCH(QString, line);
        QFETCH(QString, title);
        QFETCH(int, icon);
        const Failure failure
            = Failure::as(Failure::Kind(kind), QStringLiteral("the wood is full"));
        QCOMPARE(FailureWords::line(failure), line);
        QCOMPARE(FailureWords::title(failure.kind, QStringLiteral("Place the unit")), title);
        QCOMPARE(int(FailureWords::icon(failure.kind)), icon);
    }
};

ADC_TEST_MAIN(tst_FailureWords)
#include "tst_failurewords.moc"
