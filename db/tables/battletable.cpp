#include "db/tables/battletable.h"

#include "core/model/clock.h"
#include "core/model/setsettingorder.h"
#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"
#include "db/tables/changeset.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace Adc {

namespace {

void requireWritable(ChangeSet *changes)
{
    if (!changes)
        throw DatabaseError(
            QCoreApplication::translate("Adc::BattleTable", "a change outside an action"));
}

QString jsonText(const QJsonValue &value)
{
    // A bare value is wrapped so every Qt version reads it back.
    return QString::fromUtf8(QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact));
}

QJsonValue jsonFromText(const QString &text)
{
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    return document.isArray() && document.array().size() == 1 ? document.array().first()
                                                              : QJsonValue();
}

} // namespace

QJsonObject BattleTable::defaultSettings()
{
    return { { SetSettingOrder::segmentsPerTurnKey(), defaultSegmentsPerTurn() },
             { SetSettingOrder::startTimeKey(), defaultStartTime() } };
}

BattleTable::BattleTable(QSqlDatabase database, ChangeSet *changes)
    : m_database(std::move(database))
    , m_changes(changes)
{
}

QString BattleTable::name() const
{
    return Sql::value(m_database, QStringLiteral("SELECT name FROM battle WHERE id = 1"))
        .toString();
}

QJsonObject BattleTable::info() const
{
    QSqlQuery query
        = Sql::run(m_database, QStringLiteral("SELECT name, scale, date FROM battle WHERE id = 1"));
    if (!query.next())
        throw DatabaseError(
            QCoreApplication::translate("Adc::BattleTable", "the battle file has no battle row"));
    return { { QStringLiteral("name"), query.value(0).toString() },
             { QStringLiteral("scale"), query.value(1).toString() },
             { QStringLiteral("date"), query.value(2).toString() } };
}

Rulings BattleTable::rulings() const
{
    const QString text
        = Sql::value(m_database, QStringLiteral("SELECT rulings FROM battle WHERE id = 1"))
              .toString();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (!document.isObject())
        throw DatabaseError(
            QCoreApplication::translate("Adc::BattleTable",
                                        "the battle's rulings are not a JSON object (%1)")
                .arg(parseError.errorString()));
    Result<Rulings> rulings = Rulings::fromJson(document.object());
    if (!rulings)
        throw DatabaseError(
            QCoreApplication::translate("Adc::BattleTable", "the battle's rulings: %1")
                .arg(rulings.error()));
    return *std::move(rulings);
}

void BattleTable::setRulings(const Rulings &rulings)
{
    requireWritable(m_changes);
    m_changes->touch(QStringLiteral("battle"), 1);
    Sql::run(m_database, QStringLiteral("UPDATE battle SET rulings = ? WHERE id = 1"),
             { QString::fromUtf8(QJsonDocument(rulings.toJson()).toJson(QJsonDocument::Compact)) });
}

Clock BattleTable::clock() const
{
    QSqlQuery query = Sql::run(m_database,
                               QStringLiteral("SELECT c.turn, c.segment, COALESCE(s.name, '')"
                                              " FROM clock c LEFT JOIN sides s"
                                              " ON s.id = c.active_side_id WHERE c.id = 1"));
    if (!query.next())
        throw DatabaseError(
            QCoreApplication::translate("Adc::BattleTable", "the battle file has no clock"));
    Clock clock;
    clock.turn = query.value(0).toInt();
    clock.segment = query.value(1).toInt();
    clock.activeSide = query.value(2).toString();
    return clock;
}

void BattleTable::setClock(int turn, int segment, qint64 activeSideId)
{
    requireWritable(m_changes);
    m_changes->touch(QStringLiteral("clock"), 1);
    Sql::run(m_database,
             QStringLiteral("UPDATE clock SET turn = ?, segment = ?, active_side_id = ?"
                            " WHERE id = 1"),
             { turn, segment, activeSideId > 0 ? QVariant(activeSideId) : QVariant() });
}

QJsonObject BattleTable::settings() const
{
    QJsonObject settings = defaultSettings();
    QSqlQuery query = Sql::run(m_database, QStringLiteral("SELECT key, value FROM settings"));
    while (query.next())
        settings.insert(query.value(0).toString(), jsonFromText(query.value(1).toString()));
    return settings;
}

QJsonValue BattleTable::setting(const QString &key) const
{
    const QVariant text = Sql::value(
        m_database, QStringLiteral("SELECT value FROM settings WHERE key = ?"), { key });
    if (!text.isValid())
        return defaultSettings().value(key);
    return jsonFromText(text.toString());
}

void BattleTable::setSetting(const QString &key, const QJsonValue &value)
{
    requireWritable(m_changes);
    m_changes->touch(QStringLiteral("settings"), key);
    Sql::run(m_database,
             QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"
                            " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
             { key, jsonText(value) });
}

int BattleTable::segmentsPerTurn() const
{
    const QString key = SetSettingOrder::segmentsPerTurnKey();
    const Result<SetSettingOrder> stored = SetSettingOrder::read(key, setting(key));
    const int *segments = stored ? std::get_if<int>(&stored->value) : nullptr;
    return segments ? *segments : defaultSegmentsPerTurn();
}

} // namespace Adc
