#include "core/ammunition/ammunition.h"
#include "core/common/vocabularytext.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/rangebands.h"
#include "core/terrain/terrainrules.h"
#include "print/card/cardtext.h"
#include "print/card/charttables.h"
#include "print/card/referencecard.h"
#include "print/card/ruletables.h"
#include "print/pdftext.h"
#include "testsuite.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;
using Adc::Testing::pdfText;

namespace {

// Runs of spaces as one, so a table row reads as its cells joined by spaces.
QStringList squeezedLines(const QString &text)
{
    QStringList lines;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        lines.append(line.trimmed());
    }
    return lines;
}

bool hasLineWith(const QStringList &lines, const QString &expected)
{
    for (const QString &line : lines) {
        if (line.contains(expected))
            return true;
    }
    return false;
}

// The line a row of the card starts on.
QString lineStarting(const QStringList &lines, const QString &start)
{
    for (const QString &line : lines) {
        if (line.startsWith(start))
            return line;
    }
    return QString();
}

// "firer-moving" -> "Firer moving", as the card's Group column prints it.
QString wordsOf(const QString &id)
{
    QString text = id;
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    text[0] = text.at(0).toUpper();
    return text;
}

QString signedText(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

QList<Weapon> weapons()
{
    QList<Weapon> list;
    for (const QString &name : weaponNames())
        list.append(*weaponFromName(name));
    return list;
}

} // namespace

class tst_ReferenceCard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_houseText;
    int m_counter = 0;

    QString cardText(const Rulings &rulings)
    {
        const QString path = m_dir.filePath(QStringLiteral("card-%1.pdf").arg(++m_counter));
        const Result<int> written = ReferenceCard(rulings).writePdf(path, PageBoxes::Paper::A4);
        if (!written)
            qWarning("%s", qPrintable(written.error()));
        return pdfText(path);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_houseText = cardText(Rulings());
        QVERIFY2(!m_houseText.isEmpty(), "pdftotext read nothing from the card");
    }

    void fireChart_data()
    {
        QTest::addColumn<int>("row");
        const FireChart &chart = FireChart::standard();
        for (int row = 0; row < chart.rowCount(); ++row)
            QTest::newRow(qPrintable(QStringLiteral("stands %1, tubes %2")
                                         .arg(chart.standsName(row))
                                         .arg(chart.tubes(row))))
                << row;
    }

    // Every cell of the fire combat chart, in its row, on the card.
    void fireChart()
    {
        QFETCH(int, row);
        const FireChart &chart = FireChart::standard();
        const ReferenceCard::Table table = ChartTables::fire(Rulings());
        QCOMPARE(table.rows.size(), chart.rowCount());
        QCOMPARE(table.header.mid(2), chart.columnLabels());
        QStringList expected { chart.standsName(row),
                               chart.tubes(row) ? QString::number(chart.tubes(row))
                                                : QStringLiteral("-") };
        for (int column = 0; column < chart.columnCount(); ++column)
            expected.append(QString::number(chart.cell(row, column)));
        QCOMPARE(table.rows.at(row), expected);
        const QStringList lines = squeezedLines(m_houseText);
        QVERIFY2(hasLineWith(lines, expected.join(QLatin1Char(' '))),
                 qPrintable(expected.join(QLatin1Char(' '))));
        QVERIFY(hasLineWith(
            lines, QStringLiteral("Stands Tubes ") + chart.columnLabels().join(QLatin1Char(' '))));
    }

    void disciplineChart_data()
    {
        QTest::addColumn<int>("roll");
        const FireDisciplineChart &chart = FireDisciplineChart::standard();
        for (int roll = chart.highestRow(); roll >= chart.lowestRow(); --roll)
            QTest::newRow(qPrintable(QStringLiteral("roll %1").arg(chart.rowName(roll)))) << roll;
    }

    void disciplineChart()
    {
        QFETCH(int, roll);
        const FireDisciplineChart &chart = FireDisciplineChart::standard();
        QStringList expected { chart.rowName(roll) };
        for (const QString &name : disciplineSituationNames()) {
            const FireDisciplineChart::Cell cell
                = chart.cell(roll, *disciplineSituationFromName(name));
            expected.append(DisciplineResult::cellText(cell.kind, cell.range));
        }
        const ReferenceCard::Table table = ChartTables::discipline(Rulings());
        QCOMPARE(table.rows.at(chart.highestRow() - roll), expected);
        QVERIFY2(hasLineWith(squeezedLines(m_houseText), expected.join(QLatin1Char(' '))),
                 qPrintable(expected.join(QLatin1Char(' '))));
    }

    void rangeBands_data()
    {
        QTest::addColumn<int>("weapon");
        for (Weapon weapon : weapons())
            QTest::newRow(qPrintable(toName(weapon))) << int(weapon);
    }

    // Every band of every weapon: its limit and modifier, nearest first.
    void rangeBands()
    {
        QFETCH(int, weapon);
        const RangeBands &ranges = RangeBands::standard();
        const Weapon w = static_cast<Weapon>(weapon);
        QStringList expected { ranges.title(w) };
        for (const RangeBands::Band &band : ranges.bands(w))
            expected.append(QStringLiteral("%1\" %2").arg(CardText::inchesText(band.limit),
                                                          signedText(band.modifier)));
        const QString line
            = lineStarting(squeezedLines(m_houseText), ranges.title(w) + QLatin1Char(' '));
        QVERIFY2(!line.isEmpty(), qPrintable(ranges.title(w)));
        qsizetype at = 0;
        for (const QString &cell : std::as_const(expected)) {
            at = line.indexOf(cell, at);
            QVERIFY2(at >= 0, qPrintable(QStringLiteral("%1 not in order in: %2").arg(cell, line)));
            at += cell.size();
        }
        QVERIFY(line.endsWith(
            QStringLiteral("%1\"").arg(CardText::inchesText(ranges.defensiveFireRange(w)))));
    }

    void modifiers_data()
    {
        QTest::addColumn<QString>("id");
        for (const FireModifiers::Rule &rule : FireModifiers::standard().rules()) {
            // Line of sight is stated by the umpire in the fire dialog, not
            // printed on the one-sheet card.
            if (rule.group != QLatin1String("sight"))
                QTest::newRow(qPrintable(rule.id)) << rule.id;
        }
    }

    // Every other fire modifier, with the value the resolver adds.
    void modifiers()
    {
        QFETCH(QString, id);
        const FireModifiers &modifiers = FireModifiers::standard();
        const FireModifiers::Rule &rule = modifiers.rule(modifiers.indexOf(id));
        const Rulings rulings;
        QString value = signedText(rule.valueFor(Shot::Ball, rulings));
        if (rule.forbids)
            value = QStringLiteral("cannot fire");
        else if (rule.valueKind == FireModifiers::Rule::ValueKind::ByShot)
            value = QStringLiteral("ball %1, canister %2")
                        .arg(signedText(rule.valueFor(Shot::Ball, rulings)),
                             signedText(rule.valueFor(Shot::Canister, rulings)));
        bool found = false;
        for (const QStringList &row : RuleTables::modifiers(rulings).rows)
            found = found || (row.at(1) == rule.title && row.at(2) == value);
        QVERIFY2(found, qPrintable(rule.title + QLatin1Char(' ') + value));
        // On the page the value stands on the line where the title begins
        // (a long title wraps after its first words).
        const QStringList lines = squeezedLines(m_houseText);
        const QString firstWords
            = wordsOf(rule.group) + QLatin1Char(' ') + rule.title.section(QLatin1Char(' '), 0, 0);
        bool onPage = false;
        for (const QString &line : lines)
            onPage = onPage || (line.contains(firstWords) && line.contains(value));
        QVERIFY2(onPage, qPrintable(firstWords + QStringLiteral(" ... ") + value));
    }

    void apRates_data()
    {
        QTest::addColumn<int>("arm");
        QTest::addColumn<int>("ap");
        const FireModifiers &modifiers = FireModifiers::standard();
        for (const QString &name : armNames()) {
            const Arm arm = *armFromName(name);
            for (int ap = 1; ap <= modifiers.apLimit(arm); ++ap)
                QTest::newRow(qPrintable(QStringLiteral("%1, %2 AP").arg(name).arg(ap)))
                    << int(arm) << ap;
        }
    }

    // The modifier of every AP count each arm may fire.
    void apRates()
    {
        QFETCH(int, arm);
        QFETCH(int, ap);
        const FireModifiers::ApRate *rate
            = FireModifiers::standard().apRate(static_cast<Arm>(arm), ap);
        QVERIFY(rate);
        const QString title = QStringLiteral("%1 AP in one fire").arg(ap);
        bool found = false;
        for (const QStringList &row : RuleTables::modifiers(Rulings()).rows)
            found = found
                || (row.at(1) == title && row.at(2) == signedText(rate->value)
                    && row.at(3).contains(VocabularyText::text(static_cast<Arm>(arm))));
        QVERIFY2(found, qPrintable(title));
        const QString expected
            = QStringLiteral("AP per fire %1 %2").arg(title, signedText(rate->value));
        QVERIFY2(hasLineWith(squeezedLines(m_houseText), expected), qPrintable(expected));
    }

    void terrain_data()
    {
        QTest::addColumn<int>("terrain");
        for (const QString &name : terrainNames())
            QTest::newRow(qPrintable(name)) << int(*terrainFromName(name));
    }

    // The morale modifier of every arm in every terrain, as TerrainRules gives it.
    void terrain()
    {
        QFETCH(int, terrain);
        const Terrain place = static_cast<Terrain>(terrain);
        const ReferenceCard::Table table = RuleTables::terrain(Rulings());
        const QStringList row = table.rows.at(terrain);
        int column = 1;
        QStringList cells;
        for (const QString &name : armNames()) {
            const MoraleEffect effect = TerrainRules::standard().moraleModifier(
                *armFromName(name), place, true, true, Rulings());
            const QString expected
                = effect.allowed ? signedText(effect.modifier) : QStringLiteral("not allowed");
            QCOMPARE(row.at(column++), expected);
            cells.append(expected);
        }
        QVERIFY2(hasLineWith(squeezedLines(m_houseText), cells.join(QLatin1Char(' '))),
                 qPrintable(cells.join(QLatin1Char(' '))));
    }

    // A ruling the umpire changes shows changed on the card.
    void rulingsChangeTheCard_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("lineStart");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::newRow("scrounging -5") << QStringLiteral("scrounging-modifier") << QJsonValue(-5)
                                       << QStringLiteral("Small arms Scrounging")
                                       << QStringLiteral("Scrounging ammunition -3 infantry")
                                       << QStringLiteral("Scrounging ammunition -5 infantry");
        QTest::newRow("elite class dice 2d6+2")
            << QStringLiteral("class-dice-elite") << QJsonValue(QStringLiteral("2d6+2"))
            << QStringLiteral("Class dice: Elite") << QStringLiteral("Elite 2d6+1,")
            << QStringLiteral("Elite 2d6+2,");
        QTest::newRow("boxcars face 1")
            << QStringLiteral("boxcars-face") << QJsonValue(1)
            << QStringLiteral("Boxcars (a natural") << QStringLiteral("natural 10 on")
            << QStringLiteral("natural 1 on");
        QTest::newRow("battery ball AP 10")
            << QStringLiteral("battery-ball-ap") << QJsonValue(10)
            << QStringLiteral("Starting AP, artillery")
            << QStringLiteral("guns ball 8, canister 4 ball 8, canister 4")
            << QStringLiteral("guns ball 10, canister 4 ball 8, canister 4");
        QTest::newRow("battery canister AP 6")
            << QStringLiteral("battery-canister-ap") << QJsonValue(6)
            << QStringLiteral("Starting AP, artillery")
            << QStringLiteral("guns ball 8, canister 4 ball 8, canister 4")
            << QStringLiteral("guns ball 8, canister 6 ball 8, canister 4");
        QTest::newRow("no redoubt parapet for artillery")
            << QStringLiteral("redoubt-parapet-for-artillery") << QJsonValue(false)
            << QStringLiteral("Redoubt ") << QStringLiteral("Redoubt +2 not allowed +2 +2")
            << QStringLiteral("Redoubt +2 not allowed +1 +1");
    }

    void rulingsChangeTheCard()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, lineStart);
        QFETCH(QString, before);
        QFETCH(QString, after);
        Rulings rulings;
        const Result<void> set = rulings.setValue(key, value);
        QVERIFY2(set, qPrintable(set.error()));
        const QString changed = cardText(rulings);
        const QString houseLine = lineStarting(squeezedLines(m_houseText), lineStart);
        const QString changedLine = lineStarting(squeezedLines(changed), lineStart);
        QVERIFY2(houseLine.contains(before), qPrintable(houseLine));
        QVERIFY2(changedLine.contains(after), qPrintable(changed));
        QVERIFY(!changedLine.contains(before));
        // The heading names what the umpire changed.
        QVERIFY(squeezedLines(changed)
                    .join(QLatin1Char(' '))
                    .contains(QStringLiteral("changed by the umpire")));
        QVERIFY(!squeezedLines(m_houseText)
                     .join(QLatin1Char(' '))
                     .contains(QStringLiteral("changed by the umpire")));
    }

    void boxcarsPenalty_data()
    {
        QTest::addColumn<int>("band");
        const QList<Ammunition::BoxcarsBand> &bands = Ammunition::standard().boxcarsBands();
        for (int i = 0; i < bands.size(); ++i)
            QTest::newRow(
                qPrintable(QStringLiteral("%1-%2").arg(bands.at(i).low).arg(bands.at(i).high)))
                << i;
    }

    void boxcarsPenalty()
    {
        QFETCH(int, band);
        const Ammunition &ammunition = Ammunition::standard();
        const Ammunition::BoxcarsBand &b = ammunition.boxcarsBands().at(band);
        // In the boxcars sentence, after the dice the unit rolls.
        const QString text = squeezedLines(m_houseText).join(QLatin1Char(' '));
        const QString expected
            = QStringLiteral("%1-%2 %3 more AP").arg(b.low).arg(b.high).arg(b.extraAp);
        QVERIFY2(text.contains(expected), qPrintable(expected));
        const qsizetype dice
            = text.indexOf(QStringLiteral("rolls %1").arg(ammunition.boxcarsDice()));
        QVERIFY(dice >= 0 && dice < text.indexOf(expected));
    }
};

ADC_TEST_MAIN(tst_ReferenceCard)
#include "tst_referencecard.moc"
