#pragma once

#include "core/common/rulings.h"
#include "print/card/cardtable.h"
#include "print/page/pageboxes.h"
#include "print/page/pageboxesdocument.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace Adc {

// The umpire's reference card: the fire discipline chart, the fire combat
// chart (stands and tubes rows), the range bands of every weapon, the other
// fire modifiers and AP rates, the terrain morale bonuses and the rulings in
// force. Every number is read from the loaded rules tables the program
// computes with (FireDisciplineChart, FireChart, RangeBands, FireModifiers,
// TerrainRules, Ammunition) under the battle's rulings (ChartTables and
// RuleTables build them), so a ruling the umpire changed (scrounging -5,
// class dice, boxcars face, battery AP) shows as changed on the card.
class ReferenceCard
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ReferenceCard)

public:
    using Table = CardTable;

    explicit ReferenceCard(const Rulings &rulings = Rulings(),
                           const QString &battleName = QString());

    const Rulings &rulings() const { return m_rulings; }
    QList<Table> tables() const;
    // The table of that id, or an empty one.
    Table table(const QString &id) const;

    // The card as a printed document: each table under its heading, its notes below.
    PageBoxesDocument document(double bodyPoints = 7.5) const;
    // Paints every page on a paged device whose page layout is already set;
    // returns the pages painted, or -1 when `progress` stopped it.
    int paint(QPagedPaintDevice *device, const PageBoxesDocument::Progress &progress = {}) const;
    // Writes the card as a PDF, whole or not at all (a print `progress`
    // stops leaves no file); returns the pages written.
    Result<int> writePdf(const QString &path, PageBoxes::Paper paper,
                         const PageBoxesDocument::Progress &progress = {}) const;

private:
    Rulings m_rulings;
    QString m_battleName;
};

} // namespace Adc
