#include "card/referencecard.h"

#include "card/cardtext.h"
#include "card/charttables.h"
#include "card/ruletables.h"

#include <QPagedPaintDevice>
#include <QPdfWriter>

namespace Adc {

ReferenceCard::ReferenceCard(const Rulings &rulings, const QString &battleName)
    : m_rulings(rulings)
    , m_battleName(battleName)
{
}

QList<ReferenceCard::Table> ReferenceCard::tables() const
{
    return { ChartTables::fire(m_rulings),   ChartTables::discipline(),
             ChartTables::ranges(),          RuleTables::modifiers(m_rulings),
             RuleTables::terrain(m_rulings), RuleTables::inForce(m_rulings) };
}

ReferenceCard::Table ReferenceCard::table(const QString &id) const
{
    for (const Table &table : tables()) {
        if (table.id == id)
            return table;
    }
    return Table();
}

PageBoxesDocument ReferenceCard::document() const
{
    PageBoxesDocument document(7.5);
    document.setFooter(CardText::tr("A l'Ombre des Aigles: reference card"));
    document.addTitle(CardText::tr("Reference card: A l'Ombre des Aigles"));
    QStringList changed;
    const Rulings defaults;
    for (const RulingInfo &info : Rulings::catalogue()) {
        if (m_rulings.value(info.key) != defaults.value(info.key))
            changed.append(info.title + QLatin1Char(' ')
                           + CardText::shownValue(m_rulings.value(info.key)));
    }
    QString sub = m_battleName.isEmpty() ? CardText::tr("House rulings")
                                         : CardText::tr("Rulings of %1").arg(m_battleName);
    sub += changed.isEmpty()
        ? CardText::tr(": all at their house defaults.")
        : CardText::tr("; changed by the umpire: %1.").arg(changed.join(QLatin1String(", ")));
    document.addParagraph(sub);

    for (const Table &table : tables()) {
        PageBoxesDocument::Table printed;
        printed.header = table.header;
        printed.rows = table.rows;
        if (table.id == QLatin1String("modifiers")) {
            printed.wrapColumns = { 1, 2, 4 };
            printed.leftColumns = { 1, 3, 4 };
        } else if (table.id == QLatin1String("terrain")) {
            printed.wrapColumns = { int(table.header.size() - 1) };
            printed.leftColumns = { int(table.header.size() - 1) };
        } else if (table.id == QLatin1String("rulings")) {
            printed.wrapColumns = { 3 };
            printed.leftColumns = { 3 };
        }
        // Headings only: where a table comes from is for the program, not the table.
        document.addHeading(table.title);
        document.addTable(printed);
        for (const QString &note : table.notes)
            document.addParagraph(note, 7.5);
    }
    return document;
}

int ReferenceCard::paint(QPagedPaintDevice *device) const
{
    return document().paint(device);
}

Result<int> ReferenceCard::writePdf(const QString &path, PageBoxes::Paper paper) const
{
    return PageBoxes::writePdf(path, paper, QPageLayout::Portrait, [this](QPdfWriter &writer) {
        writer.setTitle(CardText::tr("Reference card"));
        return paint(&writer);
    });
}

} // namespace Adc
