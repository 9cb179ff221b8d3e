#pragma once

#include "core/common/result.h"
#include "core/common/rulings.h"
#include "core/model/clock.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace Adc {

class ChangeSet;

// The battle's own rows: its name, scale, date and rulings, the clock, and
// the settings. Writes go through the action's ChangeSet; failures throw
// DatabaseError.
class BattleTable
{
public:
    // Segments in one game turn: a battle setting, default 2 (one initiative
    // for each of two sides). The settings a battle knows, and what each
    // takes, are SetSettingOrder's to say.
    static int defaultSegmentsPerTurn() { return 2; }
    // The time of day the battle's first turn starts ("14:00"), each turn 30
    // minutes on: a battle setting.
    static QString defaultStartTime() { return QStringLiteral("14:00"); }
    // The settings a battle knows, and their defaults.
    static QJsonObject defaultSettings();

    explicit BattleTable(QSqlDatabase database, ChangeSet *changes = nullptr);

    QString name() const;
    QJsonObject info() const; // name, scale, date
    Rulings rulings() const;
    void setRulings(const Rulings &rulings);

    Clock clock() const;
    // The active side by id (0: none).
    void setClock(int turn, int segment, qint64 activeSideId);

    QJsonObject settings() const; // every setting, defaults filled in
    QJsonValue setting(const QString &key) const;
    void setSetting(const QString &key, const QJsonValue &value);
    int segmentsPerTurn() const;

private:
    QSqlDatabase m_database;
    ChangeSet *m_changes = nullptr;
};

} // namespace Adc
