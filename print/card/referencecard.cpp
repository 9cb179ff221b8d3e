#include "print/card/referencecard.h"

#include "print/card/cardtext.h"
#include "print/card/charttables.h"
#include "print/card/proceduretables.h"
#include "print/card/ruletables.h"

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
    // In the order of the rules: fire, discipline and the charge, what fire
    // costs the target and the firer, then terrain and the rulings.
    return { ChartTables::fire(m_rulings),      ChartTables::ranges(),
             RuleTables::modifiers(m_rulings),  ChartTables::discipline(m_rulings),
             ProcedureTables::charge(),         ProcedureTables::casualties(),
             RuleTables::ammunition(m_rulings), RuleTables::replenishment(m_rulings),
             ProcedureTables::smoke(),          ProcedureTables::ricochet(),
             ProcedureTables::towns(),          RuleTables::terrain(m_rulings),
             RuleTables::inForce(m_rulings) };
}

ReferenceCard::Table ReferenceCard::table(const QString &id) const
{
    for (const Table &table : tables()) {
        if (table.id == id)
            return table;
    }
    return Table();
}

PageBoxesDocument ReferenceCard::document(double bodyPoints) const
{
    PageBoxesDocument document(bodyPoints);
    // One sheet, two sides: headings and paragraphs set close.
    document.setSpacing(1.6, 0.5, 1.5);
    document.setFooter(ReferenceCard::tr("A l'Ombre des Aigles: reference card"));
    // The battle's name in the title; its rulings, changed or not, in the
    // last section.
    document.addTitle(m_battleName.isEmpty()
                          ? ReferenceCard::tr("Reference card: A l'Ombre des Aigles")
                          : ReferenceCard::tr("Reference card: A l'Ombre des Aigles \u00b7 ")
                              + m_battleName);

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
        } else if (table.id == QLatin1String("rulings")
                   || table.id == QLatin1String("ammunition")) {
            printed.wrapColumns = { 3 };
            printed.leftColumns = { 3 };
        } else if (table.id == QLatin1String("replenishment")) {
            printed.wrapColumns = { 2 };
            printed.leftColumns = { 2 };
        }
        // Headings only: where a table comes from is for the program, not the table.
        document.addHeading(table.title);
        if (!printed.header.isEmpty())
            document.addTable(printed);
        for (const QString &note : table.notes)
            document.addParagraph(note);
    }
    return document;
}

int ReferenceCard::paint(QPagedPaintDevice *device,
                         const PageBoxesDocument::Progress &progress) const
{
    // One sheet, two sides: where the words run longer (French on Letter),
    // the type is set a little smaller rather than spill onto a third page.
    const QList<double> sizes { 7.5, 7.2, 6.9 };
    for (double points : sizes) {
        const PageBoxesDocument sheet = document(points);
        if (points == sizes.last() || sheet.pageCount(device) <= 2)
            return sheet.paint(device, progress);
    }
    return -1;
}

Result<int> ReferenceCard::writePdf(const QString &path, PageBoxes::Paper paper,
                                    const PageBoxesDocument::Progress &progress) const
{
    return PageBoxes::writePdf(path, paper, QPageLayout::Portrait,
                               [this, &progress](QPdfWriter &writer) {
                                   writer.setTitle(ReferenceCard::tr("Reference card"));
                                   return paint(&writer, progress);
                               });
}

} // namespace Adc
