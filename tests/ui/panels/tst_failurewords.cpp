// How the window words a failure: by its kind, never by its text (docs/
// contributing.md, "How an error travels"). The same words said three ways
// read three ways.

#include "db/battle/battle.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/panels/failurewords.h"
#include "ui/panels/terrainpanel.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
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

    // Through a panel: the battle's malformed answer and its refusal read
    // their own ways, whatever their words.
    void aPanelWordsTheBattlesAnswerByItsKind()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(
            Battle::create(dir.filePath(QStringLiteral("b.adc")), QStringLiteral("Ligny")), &error);
        QVERIFY2(battle, qPrintable(error));
        TerrainPanel panel;
        panel.setBattle(battle.get());
        auto *name = panel.findChild<QLineEdit *>(QStringLiteral("featureName"));
        auto *add = panel.findChild<QPushButton *>(QStringLiteral("addFeature"));
        auto *message = panel.findChild<QLabel *>(QStringLiteral("message"));
        QVERIFY(name && add && message);

        // A name of two lines is malformed: the battle reads no such name.
        name->setText(QStringLiteral("Bossu") + QChar(QChar::LineSeparator)
                      + QStringLiteral("wood"));
        QTest::mouseClick(add, Qt::LeftButton);
        QVERIFY2(message->text().startsWith(QStringLiteral("Not accepted: name: ")),
                 qPrintable(message->text()));
        QVERIFY(battle->features().isEmpty());

        // The same name twice is refused by the battle.
        name->setText(QStringLiteral("Bossu wood"));
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(battle->features().size(), 1);
        name->setText(QStringLiteral("Bossu wood"));
        QTest::mouseClick(add, Qt::LeftButton);
        QVERIFY2(message->text().startsWith(QStringLiteral("Refused: there is already")),
                 qPrintable(message->text()));
        QCOMPARE(battle->features().size(), 1);
    }
};

ADC_TEST_MAIN(tst_FailureWords)
#include "tst_failurewords.moc"
