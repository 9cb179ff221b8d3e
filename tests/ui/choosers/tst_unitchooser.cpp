// The unit chooser on its own: the list keeps what matches, best first; the
// unit highlighted is the one chosen and shown in full; Up and Down move it;
// Enter takes it (or, in a list of ticks, ticks it); a new list keeps the
// choice while it is offered.

#include "db/battlefixture.h"

#include "testsuite.h"
#include "ui/choosers/unitchooser.h"

#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QList<UnitRecord> sampleUnits()
{
    QList<UnitRecord> units {
        infantry(QStringLiteral("2e Léger"), QStringLiteral("French"), QStringLiteral("Husson")),
        infantry(QStringLiteral("61e Ligne"), QStringLiteral("French"), QStringLiteral("Husson")),
        infantry(QStringLiteral("1er Léger"), QStringLiteral("French"), QStringLiteral("Bauduin")),
        infantry(QStringLiteral("2e Ligne"), QStringLiteral("French"), QStringLiteral("Soye")),
        battery(QStringLiteral("Foy's foot battery"), QStringLiteral("French"),
                QStringLiteral("Foy")),
    };
    for (int i = 0; i < units.size(); ++i)
        units[i].id = 10 + i;
    return units;
}

// A chooser with a field after it, in a window with the keyboard.
struct Form
{
    QWidget window;
    UnitChooser *chooser = new UnitChooser(&window);
    QLineEdit *after = new QLineEdit(&window);

    Form()
    {
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(chooser);
        layout->addWidget(after);
        chooser->setUnits(sampleUnits());
        window.show();
        chooser->setFocus();
    }
};

void type(QWidget *widget, const QString &text)
{
    for (const QChar c : text)
        QTest::keyClick(widget, c.toLatin1());
}

} // namespace

class tst_UnitChooser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typingFilters_data();
    void typingFilters();
    void shownIsChosen();
    void enterTakesAndGoesOn();
    void nothingMatches();
    void newListKeepsTheChoice();
    void noneUntilTyped();
    void ticks();
};

void tst_UnitChooser::typingFilters_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("listed");
    QTest::addColumn<QString>("chosen");

    QTest::newRow("2e") << QStringLiteral("2e")
                        << QStringList { QStringLiteral("2e Léger"), QStringLiteral("2e Ligne") }
                        << QStringLiteral("2e Léger");
    QTest::newRow("ligne") << QStringLiteral(
        "ligne") << QStringList { QStringLiteral("61e Ligne"), QStringLiteral("2e Ligne") }
                           << QStringLiteral(
                                  "61e Ligne"); // 2e Léger no longer matches: the first listed
    QTest::newRow("husson, a brigade")
        << QStringLiteral("husson")
        << QStringList { QStringLiteral("2e Léger"), QStringLiteral("61e Ligne") }
        << QStringLiteral("2e Léger");
    QTest::newRow("foot") << QStringLiteral("foot")
                          << QStringList { QStringLiteral("Foy's foot battery") }
                          << QStringLiteral("Foy's foot battery");
}

void tst_UnitChooser::typingFilters()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, listed);
    QFETCH(QString, chosen);
    Form form;
    QCOMPARE(form.chooser->unit(), qint64(10)); // the first, 2e Léger
    type(form.chooser->field(), typed);
    QStringList shown;
    const QAbstractItemModel *model = form.chooser->list()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        shown.append(model->index(row, 0).data(UnitChoiceModel::NameRole).toString());
    QCOMPARE(shown, listed);
    QCOMPARE(form.chooser->matchCount(), int(listed.size()));
    QCOMPARE(form.chooser->list()->currentIndex().data(UnitChoiceModel::NameRole).toString(),
             chosen);
}

void tst_UnitChooser::shownIsChosen()
{
    Form form;
    QVERIFY(QTest::qWaitForWindowActive(&form.window));
    QSignalSpy changed(form.chooser, &UnitChooser::choiceChanged);
    type(form.chooser->field(), QStringLiteral("2e"));
    QCOMPARE(changed.count(), 0); // it stays on 2e Léger
    QTest::keyClick(form.chooser->field(), Qt::Key_Down);
    QCOMPARE(form.chooser->unit(), qint64(13)); // 2e Ligne
    QCOMPARE(changed.count(), 1);
    // The unit in full beside the list: name, side, brigade, arm, castings, CW, AP.
    const QString details = form.chooser->detailsText();
    for (const QString &part :
         { QStringLiteral("2e Ligne"), QStringLiteral("French"), QStringLiteral("Soye"),
           QStringLiteral("Infantry"), QStringLiteral("castings"), QStringLiteral("CW"),
           QStringLiteral("AP") })
        QVERIFY2(details.contains(part, Qt::CaseInsensitive), qPrintable(details));
    QVERIFY(!details.contains(QStringLiteral("Léger")));
    // Down at the end stays; Up goes back.
    QTest::keyClick(form.chooser->field(), Qt::Key_Down);
    QCOMPARE(form.chooser->unit(), qint64(13));
    QTest::keyClick(form.chooser->field(), Qt::Key_Up);
    QCOMPARE(form.chooser->unit(), qint64(10));
    // A click chooses too.
    const QModelIndex second = form.chooser->list()->model()->index(1, 0);
    QTest::mouseClick(form.chooser->list()->viewport(), Qt::LeftButton, {},
                      form.chooser->list()->visualRect(second).center());
    QCOMPARE(form.chooser->unit(), qint64(13));
    QVERIFY(form.chooser->detailsText().contains(QStringLiteral("2e Ligne")));
}

void tst_UnitChooser::enterTakesAndGoesOn()
{
    Form form;
    QVERIFY(QTest::qWaitForWindowActive(&form.window));
    QSignalSpy taken(form.chooser, &UnitChooser::taken);
    type(form.chooser->field(), QStringLiteral("61"));
    QCOMPARE(form.chooser->matchCount(), 1);
    QTest::keyClick(form.chooser->field(), Qt::Key_Return);
    QCOMPARE(taken.count(), 1);
    QCOMPARE(form.chooser->unit(), qint64(11));
    QCOMPARE(QApplication::focusWidget(), form.after);
}

void tst_UnitChooser::nothingMatches()
{
    Form form;
    QVERIFY(QTest::qWaitForWindowActive(&form.window));
    QSignalSpy taken(form.chooser, &UnitChooser::taken);
    type(form.chooser->field(), QStringLiteral("xyz"));
    QCOMPARE(form.chooser->matchCount(), 0);
    QCOMPARE(form.chooser->unit(), qint64(0));
    QVERIFY(!form.chooser->hasChoice());
    QVERIFY(form.chooser->detailsText().contains(QStringLiteral("xyz")));
    QTest::keyClick(form.chooser->field(), Qt::Key_Return);
    QCOMPARE(taken.count(), 0);
    QCOMPARE(QApplication::focusWidget(), form.chooser->field());
    // Taking back what was typed brings a unit back.
    QTest::keyClick(form.chooser->field(), Qt::Key_Backspace);
    QTest::keyClick(form.chooser->field(), Qt::Key_Backspace);
    QTest::keyClick(form.chooser->field(), Qt::Key_Backspace);
    QCOMPARE(form.chooser->matchCount(), 5);
    QVERIFY(form.chooser->hasChoice());
}

void tst_UnitChooser::newListKeepsTheChoice()
{
    Form form;
    QVERIFY(form.chooser->chooseUnit(13));
    QList<UnitRecord> fewer = sampleUnits();
    fewer.removeFirst();
    form.chooser->setUnits(fewer);
    QCOMPARE(form.chooser->unit(), qint64(13));
    fewer.removeAt(2); // 2e Ligne gone: the first of the list
    form.chooser->setUnits(fewer);
    QCOMPARE(form.chooser->unit(), qint64(11));
    QVERIFY(!form.chooser->chooseUnit(13));
    QCOMPARE(form.chooser->unit(), qint64(11));
}

void tst_UnitChooser::noneUntilTyped()
{
    Form form;
    form.chooser->setNoneAllowed(true);
    form.chooser->setPrompt(QStringLiteral("Type the firer's name."));
    form.chooser->clearChoice();
    form.chooser->setUnits(sampleUnits());
    QCOMPARE(form.chooser->unit(), qint64(0));
    QCOMPARE(form.chooser->detailsText(), QStringLiteral("Type the firer's name."));
    QVERIFY(!form.chooser->list()->currentIndex().isValid());
    type(form.chooser->field(), QStringLiteral("le"));
    QCOMPARE(form.chooser->unit(), qint64(10)); // 2e Léger, the first whose word starts so
}

void tst_UnitChooser::ticks()
{
    Form form;
    QVERIFY(QTest::qWaitForWindowActive(&form.window));
    form.chooser->setCheckable(true);
    form.chooser->setUnits(sampleUnits());
    QSignalSpy checked(form.chooser, &UnitChooser::checkedChanged);
    type(form.chooser->field(), QStringLiteral("ligne"));
    // Shift+Enter ticks and stays, for another.
    QTest::keyClick(form.chooser->field(), Qt::Key_Return, Qt::ShiftModifier);
    QTest::keyClick(form.chooser->field(), Qt::Key_Down);
    QTest::keyClick(form.chooser->field(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(form.chooser->checkedUnits(), (QList<qint64> { 11, 13 }));
    QCOMPARE(checked.count(), 2);
    QCOMPARE(QApplication::focusWidget(), form.chooser->field());
    // And unticks.
    QTest::keyClick(form.chooser->field(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(form.chooser->checkedUnits(), QList<qint64> { 11 });
    // Enter ticks the one highlighted (a ticked one stays so) and goes on.
    QTest::keyClick(form.chooser->field(), Qt::Key_Return);
    QCOMPARE(form.chooser->checkedUnits(), (QList<qint64> { 11, 13 }));
    QCOMPARE(QApplication::focusWidget(), form.after);
    // The ticks stay through a new list where their units are.
    form.chooser->setUnits(sampleUnits());
    QCOMPARE(form.chooser->checkedUnits(), (QList<qint64> { 11, 13 }));
}

ADC_TEST_MAIN(tst_UnitChooser)
#include "tst_unitchooser.moc"
