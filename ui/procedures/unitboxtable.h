#pragma once

#include "core/model/unitrecord.h"

#include <QList>
#include <QStringList>
#include <QWidget>
#include <optional>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;

namespace Adc {

// What the end-of-segment and end-of-turn tables share (SegmentSweepTable,
// ReplenishmentTable): a line that says what to check over a table of
// units, one row each, its first cell the unit's name holding its id
// (kIdRole), the rest the table's own boxes and previews; only the units
// the table concerns unless the umpire asks for every unit; buttons that
// tick a side's or a brigade's boxes from the current row's unit. Each table
// says which units concern it and fills the rest of their rows.
class UnitBoxTable : public QWidget
{
    Q_OBJECT

public:
    // The column of the units' names, the first; each table's own follow.
    static constexpr int UnitColumn = 0;

    // The line above the table, which says what to check (each dialog's own).
    QLabel *headline() const { return m_headline; }
    QTableWidget *table() const { return m_table; }
    // Every unit, or only those the table concerns (the default).
    void setShowEveryUnit(bool every);
    // The row of the unit; -1 when it is not shown.
    int rowOf(qint64 id) const;

protected:
    // `name`: the table's object name; `headers`: its columns' headers,
    // the units' names first.
    UnitBoxTable(const QString &name, const QStringList &headers, QWidget *parent);

    // Lays the widget out: the headline, the table, and under it `bottom`
    // (the table's own buttons) ended by the "every unit" box.
    void layOut(QHBoxLayout *bottom);
    // A button under the table that ticks a group of boxes at once.
    QPushButton *tickButton(const QString &text, const QString &name, const QString &tip);

    const QList<UnitRecord> &units() const { return m_units; }
    // The units as they stand, in the order of battle (filled by fill()).
    void setUnitList(const QList<UnitRecord> &units) { m_units = units; }
    // The unit `id` as the table has it, shown or not.
    std::optional<UnitRecord> unit(qint64 id) const;
    // The unit of the current row, if any.
    std::optional<UnitRecord> currentUnit() const;

    // Rows again for the units shown, each filled by fillRow(), then filled().
    void fill();
    // While the table sets its own cells: their changes are not the umpire's.
    bool isFilling() const { return m_filling; }
    void setFilling(bool filling) { m_filling = filling; }

    // Whether the unit is shown when the umpire does not ask for every unit.
    virtual bool concerns(const UnitRecord &unit) const = 0;
    // Fills the new row of the unit past its name.
    virtual void fillRow(int row, const UnitRecord &unit) = 0;
    // Once every row is there: the current cell, the previews.
    virtual void filled() = 0;

private:
    QList<UnitRecord> m_units;
    bool m_every = false;
    bool m_filling = false;
    QLabel *m_headline = nullptr;
    QTableWidget *m_table = nullptr;
    QCheckBox *m_everyBox = nullptr;
};

} // namespace Adc
