// The fire dialog under a French reader: its title, steps and the rule
// tables' modifiers in French, the range with a decimal comma; the picture
// of its odds step for the documentation (fire-odds-fr.png).

#include "testpaths.h"
#include "ui/proceduretesting.h"

#include "core/common/translations.h"
#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QLocale>
#include <QTranslator>
#include <QtTest>
#include <optional>

using namespace Adc;
using namespace Adc::Testing;

class tst_FireDialogFrench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void oddsStepInFrench();

private:
    QTemporaryDir m_dir;
    // What the French takes the place of, given back for the classes run
    // after this one in the same program.
    QLocale m_locale;
    std::optional<QByteArray> m_dataDir;
    QList<QTranslator *> m_translators;
};

void tst_FireDialogFrench::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_locale = QLocale();
    if (qEnvironmentVariableIsSet("ADC_DATA_DIR"))
        m_dataDir = qgetenv("ADC_DATA_DIR");
    const QList<QTranslator *> before = QCoreApplication::instance()->findChildren<QTranslator *>();
    qputenv("ADC_DATA_DIR",
            QFile::encodeName(AdcTest::binDir() + QStringLiteral("/../share/aide-de-camp")));
    const bool installed = Translations::install(QStringLiteral("fr"));
    for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        if (!before.contains(translator))
            m_translators.append(translator);
    }
    QVERIFY(installed);
}

void tst_FireDialogFrench::cleanupTestCase()
{
    // A translator leaves the application as it is deleted.
    qDeleteAll(m_translators);
    m_translators.clear();
    QLocale::setDefault(m_locale);
    if (m_dataDir)
        qputenv("ADC_DATA_DIR", *m_dataDir);
    else
        qunsetenv("ADC_DATA_DIR");
}

void tst_FireDialogFrench::oddsStepInFrench()
{
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
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
    QTRY_VERIFY(laidOut(&dialog));
    const QString setup = shownText(&dialog);
    QVERIFY2(setup.contains(QStringLiteral("Entrée lance et applique")), qPrintable(setup));
    QVERIFY2(setup.contains(QStringLiteral("Probabilités et dé")), qPrintable(setup));
    QVERIFY2(!setup.contains(QStringLiteral("Enter rolls")), qPrintable(setup));
    dialog.findChild<QAbstractButton *>(QStringLiteral("oddsButton"))->click();
    QCOMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    QTRY_VERIFY(laidOut(&dialog));

    // The picture of docs/using.md beside the French window: the odds step
    // in French words and numbers, on the smallest screen the window fits.
    const QImage picture = screenshot(&dialog, m_dir.path(), QStringLiteral("fire-odds-fr.png"));
    QCOMPARE(pictureProblems(&dialog, picture, smallScreen()), QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Probabilités et dé"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("Tir"), QStringLiteral("Tir dans le flanc de la cible"),
                       QStringLiteral("3,5\""), QStringLiteral("paliers de pertes"),
                       QStringLiteral("Lancer et appliquer"), QStringLiteral("Fermer"),
                       QStringLiteral("Retour") }),
             QString());
    const QString text = shownText(&dialog);
    for (const QString &english :
         { QStringLiteral("Odds and die"), QStringLiteral("casualty steps"),
           QStringLiteral("Roll and apply"), QStringLiteral("Back") })
        QVERIFY2(!text.contains(english), qPrintable(text));
}

ADC_TEST_MAIN(tst_FireDialogFrench)
#include "tst_firedialog_french.moc"
