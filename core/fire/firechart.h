#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

class TableReader;
struct Rulings;

// The fire combat chart (seed 002, FIRE COMBAT CHART; docs/rules.md 3), read from
// resources/rules/firecombat.json: casualty steps by firing stands or tubes
// (rows) and modified roll (columns).
class FireChart
{
public:
    // The row a firer reads: a chart row, the steps added in every column
    // beyond the chart, and the row's name as the command line spells it.
    struct Row
    {
        int index = 0;
        int extraSteps = 0;
        QString name;
        // Set when the firer is beyond the chart (extended, or the top row
        // read because extend-beyond-chart is off).
        QString note;
    };

    // Reads and checks the whole table; a malformed table gives std::nullopt
    // and the reader's error names the file and the entry.
    static std::optional<FireChart> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in chart (":/rules/firecombat.json"), loaded once.
    static const FireChart &standard();
    static QString fileName() { return QStringLiteral("firecombat.json"); }

    // Fire combat chart, seed 002: the column a modified roll reads (0 or
    // less reads "0", 15 or more "15+").
    int columnFor(int modifiedRoll) const
    {
        const int clamped = modifiedRoll < m_lowestRoll
            ? m_lowestRoll
            : (modifiedRoll > m_highestRoll ? m_highestRoll : modifiedRoll);
        return m_columnForRoll[clamped - m_lowestRoll];
    }
    int columnCount() const { return m_columnLabels.size(); }
    // "15+", "14", "13", "10-12", "7-9", "4-6", "3", "2", "1", "0".
    const QString &columnLabel(int column) const { return m_columnLabels.at(column); }
    const QStringList &columnLabels() const { return m_columnLabels; }

    // Fire combat chart, seed 002: the row for firing stands (docs/rules.md 3):
    // 0.5 is "half", whole numbers 1..9 their row; beyond 9 each extra stand
    // adds steps in every column when rulings.extendBeyondChart, else the top
    // row is read. Other counts (0, 1.5, negative) give std::nullopt.
    std::optional<Row> rowForStands(double stands, const Rulings &rulings) const;
    // Whether a count of firing stands has a row: 0.5 or a whole number from 1.
    static bool readsStands(double stands)
    {
        return stands == 0.5 || (stands >= 1 && stands <= 1e6 && stands == double(long(stands)));
    }
    // Fire combat chart, seed 002: the row for artillery tubes: the largest
    // listed count not above the tubes (3 reads 2); beyond 12 every 2 extra
    // tubes add a step (extendBeyondChart), else the top tubes row. Fewer
    // than 1 tube gives std::nullopt.
    std::optional<Row> rowForTubes(int tubes, const Rulings &rulings) const;

    // The casualty steps a row reads in a column, beyond-chart steps included.
    int steps(const Row &row, int column) const
    {
        return m_cells[row.index * m_columnLabels.size() + column] + row.extraSteps;
    }
    // One printed cell of the chart.
    int cell(int row, int column) const { return m_cells[row * m_columnLabels.size() + column]; }
    int rowCount() const { return m_standsNames.size(); }
    // The stands label of a printed row ("half", "1" .. "9").
    const QString &standsName(int row) const { return m_standsNames.at(row); }
    // The tubes of a printed row, or 0 when the row has none.
    int tubes(int row) const { return m_tubes.at(row); }

    // Firing stands, docs/rules.md 3: castings / 3 rounded down; 1 or 2 castings
    // fire as half a stand (0.5); no castings, no fire (0).
    double firingStands(int castings) const;
    int castingsPerStand() const { return m_castingsPerStand; }
    // The fire die (1d10): its faces are 1 to dieFaces().
    int dieFaces() const { return m_dieFaces; }

private:
    // The parts of the table, in the order fromJson reads them; false when
    // the reader failed.
    bool readColumns(const QJsonObject &root, TableReader &reader);
    bool readRows(const QJsonObject &root, TableReader &reader);
    bool readRowStands(const QJsonObject &row, int r, const QString &entry, TableReader &reader);
    bool readRowTubes(const QJsonObject &row, int r, const QString &entry, bool *tubesEnded,
                      TableReader &reader);
    bool readRowSteps(const QJsonObject &row, int r, const QString &entry, TableReader &reader);

    QStringList m_columnLabels;
    // m_columnForRoll[roll - m_lowestRoll] for rolls m_lowestRoll..m_highestRoll.
    QList<int> m_columnForRoll;
    int m_lowestRoll = 0;
    int m_highestRoll = 0;
    // Row-major cells: m_cells[row * columns + column].
    QList<int> m_cells;
    QStringList m_standsNames;
    // Whole stands of each row (0 for the half row).
    QList<int> m_stands;
    QList<int> m_tubes;
    QStringList m_tubesNames;
    int m_dieFaces = 10;
    int m_castingsPerStand = 3;
    int m_stepsPerStand = 1;
    int m_tubesPerStep = 2;
};

} // namespace Adc
