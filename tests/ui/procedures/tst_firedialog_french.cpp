// The fire dialog under a French reader: its title, steps and the rule
// tables' modifiers in French, the range with a decimal comma; the picture
// of its odds step for the documentation (fire-odds-fr.png).

#include "testpaths.h"
#include "ui/proceduretesting.h"

#include "core/common/translations.h"
#include "core/dice/scriptedrandom.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QLabel>
#include <QTreeWidget>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// Every text the dialog shows: labels, tree cells, buttons, its title.
QString shownText(QWidget *dialog)
{
    QStringList texts { dialog->windowTitle() };
    for (const QLabel *label : dialog->findChildren<QLabel *>())
        texts.append(label->text());
    for (const QAbstractButton *button : dialog->findChildren<QAbstractButton *>())
        texts.append(button->text());
    for (const QTreeWidget *tree : dialog->findChildren<QTreeWidget *>()) {
        for (QTreeWidgetItemIterator it(const_cast<QTreeWidget *>(tree)); *it; ++it) {
            for (int column = 0; column < (*it)->columnCount(); ++column)
                texts.append((*it)->text(column));
        }
    }
    return texts.join(QLatin1Char('\n'));
}

} // namespace

class tst_FireDialogFrench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void oddsStepInFrench();

private:
    QTemporaryDir m_dir;
};

void tst_FireDialogFrench::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("ADC_DATA_DIR",
            QFile::encodeName(AdcTest::binDir() + QStringLiteral("/../share/aide-de-camp")));
    QVERIFY(Translations::install(QStringLiteral("fr")));
}

void tst_FireDialogFrench::oddsStepInFrench()
{
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    const qint64 firer = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 target = unitNamed(*battle, QStringLiteral("1/42nd (Black Watch)"));
    QVERIFY2(firer && target, "the sample battle's units moved");
    ScriptedRandom dice({ 7 });
    FireDialog dialog(battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(3.5);
    dialog.conditionList()->setChecked(QStringLiteral("target-flank"), true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // The setup page's headline says what Enter does and where the odds are.
    QTest::qWait(50);
    const QString setup = shownText(&dialog);
    QVERIFY2(setup.contains(QStringLiteral("Entrée jette et applique")), qPrintable(setup));
    QVERIFY2(setup.contains(QStringLiteral("Probabilités et dé")), qPrintable(setup));
    QVERIFY2(!setup.contains(QStringLiteral("Enter rolls")), qPrintable(setup));
    dialog.findChild<QAbstractButton *>(QStringLiteral("oddsButton"))->click();
    QCOMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    QTest::qWait(50);
    const QString text = shownText(&dialog);
    QVERIFY2(text.contains(QStringLiteral("Tir")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Tir dans le flanc de la cible")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3,5\"")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("Odds and die")), qPrintable(text));
    QVERIFY(!screenshot(&dialog, m_dir.path(), QStringLiteral("fire-odds-fr.png")).isNull());
}

QTEST_MAIN(tst_FireDialogFrench)
#include "tst_firedialog_french.moc"
