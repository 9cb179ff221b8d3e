#pragma once

#include "core/model/brigaderecord.h"
#include "core/model/clock.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"
#include "db/battle/loggedfires.h"
#include "db/battle/loggedrolls.h"
#include "db/tables/logentry.h"
#include "print/page/pageboxes.h"
#include "print/page/pageboxesdocument.h"
#include "print/report/strengthchart.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

class QPagedPaintDevice;

namespace Adc {

class Battle;

// The after-action report: per side and per brigade, the castings lost
// (permanent: initial minus current castings; soft: the casualty steps held
// now), the AP spent, the fires made and the casualty steps they inflicted,
// and the roll log, every die the battle's log holds. As a PDF and as CSV.
//
// AP spent is read from the log's fires that stand (not undone), a fire
// inside a charge as much as a fire action (LoggedFires): for each firer
// its "ap_spent" plus the boxcars "extra_ap". The battle keeps no
// initial AP, and refills and edits change the current AP without a fire, so
// initial minus current would miscount; the log does not.
class AfterActionReport
{
    Q_DECLARE_TR_FUNCTIONS(Adc::AfterActionReport)

public:
    // What the report counts for a unit, a brigade or a side.
    struct Tally
    {
        int units = 0;
        int castingsInitial = 0;
        int castings = 0;
        int castingsLost = 0; // permanent: initial - current, never below 0
        int steps = 0; // soft: the steps held now
        int apSmallArms = 0;
        int apBall = 0;
        int apCanister = 0;
        int fires = 0;
        int stepsInflicted = 0;

        int apSpent() const { return apSmallArms + apBall + apCanister; }
        void add(const Tally &other);
    };

    struct UnitLine
    {
        UnitRecord unit;
        Tally tally;
    };

    struct BrigadeLine
    {
        QString side;
        QString brigade;
        QString commander;
        Tally tally;
        QList<UnitLine> units;
    };

    struct SideLine
    {
        QString side;
        Tally tally;
        QList<BrigadeLine> brigades;
    };

    // One die (or dice) the log holds.
    struct Roll
    {
        qint64 logId = 0;
        int turn = 0;
        int segment = 0;
        QString action; // the log entry's kind: fire, discipline, charge, roll
        QString what; // "fire die", "boxcars penalty", "ricochet die", "discipline at 4\""...
        QString side;
        QString brigade;
        QString unit; // the unit that rolled, or the firers joined with " + "
        QString dice; // "1d10", "2d6", "2d6+1"; empty when only the total is known
        QList<int> faces;
        int total = 0;
        // Rolled (by the program or on the window's screen) or typed from
        // the table; unknown for an entry logged before it was kept.
        LoggedRolls::Origin origin = LoggedRolls::Origin::Unknown;
        bool undone = false;
        QString outcome; // what came of it, in words: "6 casualty steps on ..."

        // The faces as printed: "3 + 5, rolled", "3 + 5, typed", or
        // "typed 7" for a total typed in without its dice.
        QString facesText() const;
    };

    // Everything the report reads from a battle.
    struct Source
    {
        QString battleName;
        Clock clock;
        QList<SideRecord> sides;
        QList<BrigadeRecord> brigades;
        QList<UnitRecord> units;
        QList<LogEntry> log;
    };

    explicit AfterActionReport(const Source &source);
    static AfterActionReport fromBattle(const Battle &battle);
    static Source sourceOf(const Battle &battle);

    const QList<SideLine> &sides() const { return m_sides; }
    const QList<Roll> &rolls() const { return m_rolls; }
    const StrengthChart &strength() const { return m_strength; }
    // The brigade's line, or null.
    const BrigadeLine *brigade(const QString &side, const QString &brigade) const;
    const SideLine *side(const QString &side) const;

    // How AP spent is counted, as the report states it.
    static QString apMethod();

    // One header row, then a row per side, brigade and unit ("record" side,
    // brigade, unit) and a row per roll ("record" roll).
    QByteArray csv() const;
    static QStringList csvColumns();
    // Writes the CSV whole or not at all; `progress` is told the rows
    // written and may stop it, leaving no file.
    Result<void> writeCsv(const QString &path,
                          const PageBoxesDocument::Progress &progress = {}) const;

    // The report as a printed document: a table per side, the roll log.
    PageBoxesDocument document() const;
    // Paints every page on a paged device whose page layout is already set;
    // returns the pages painted, or -1 when `progress` stopped it.
    int paint(QPagedPaintDevice *device, const PageBoxesDocument::Progress &progress = {}) const;
    // Writes the report as a PDF, whole or not at all (a print `progress`
    // stops leaves no file); returns the pages written.
    Result<int> writePdf(const QString &path, PageBoxes::Paper paper,
                         const PageBoxesDocument::Progress &progress = {}) const;

private:
    // Where a unit's line is: indexes into m_sides, its brigades and units.
    struct Where
    {
        int side = -1;
        int brigade = -1;
        int unit = -1;
    };

    void count(const Source &source);
    // The losses and AP spent of each side, brigade by brigade and unit by unit.
    void addLosses(PageBoxesDocument &document) const;
    // The roll log: every die with its faces, what it was for and its outcome.
    void addRolls(PageBoxesDocument &document) const;
    // Lines for every side, brigade and unit; returns where each unit is.
    QHash<qint64, Where> placeUnits(const Source &source);
    int sideOf(const QString &name);
    int brigadeOf(int side, const QString &name, const QString &commander);
    // Counts a fire that stands against its firers, their brigades and sides.
    void countFire(const LoggedFires::Fire &fire, const QHash<qint64, Where> &where);

    QString m_battleName;
    Clock m_clock;
    StrengthChart m_strength;
    QList<SideLine> m_sides;
    QList<Roll> m_rolls;
};

} // namespace Adc
