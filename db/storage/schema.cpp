#include "db/storage/schema.h"

namespace Adc {

namespace {

// The battle, its organisation and its features.
QStringList organisationStatements()
{
    return {
        QStringLiteral("CREATE TABLE battle ("
                       " id INTEGER PRIMARY KEY CHECK (id = 1),"
                       " name TEXT NOT NULL,"
                       " scale TEXT NOT NULL DEFAULT '1\" = 50 yards',"
                       " date TEXT NOT NULL DEFAULT '',"
                       " rulings TEXT NOT NULL DEFAULT '{}')"),
        QStringLiteral("CREATE TABLE sides ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE CHECK (name <> ''),"
                       " sort_order INTEGER NOT NULL DEFAULT 0 CHECK (sort_order >= 0))"),
        QStringLiteral("CREATE TABLE brigades ("
                       " id INTEGER PRIMARY KEY,"
                       " side_id INTEGER NOT NULL REFERENCES sides (id),"
                       " name TEXT NOT NULL CHECK (name <> ''),"
                       " commander TEXT NOT NULL DEFAULT '',"
                       " sort_order INTEGER NOT NULL DEFAULT 0 CHECK (sort_order >= 0),"
                       " UNIQUE (side_id, name),"
                       " UNIQUE (id, side_id))"),
        QStringLiteral("CREATE TABLE features ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE CHECK (name <> ''),"
                       " kind TEXT NOT NULL CHECK (kind IN ('woods', 'bua', 'hill',"
                       " 'wooded-hill', 'redoubt', 'ltf')),"
                       " cover TEXT NOT NULL DEFAULT 'none' CHECK (cover IN ('none', 'sparse',"
                       " 'light', 'medium', 'heavy')),"
                       " sort_order INTEGER NOT NULL DEFAULT 0 CHECK (sort_order >= 0))"),
    };
}

// The units, the clock, the log and the settings.
QStringList stateStatements()
{
    return {
        QStringLiteral(
            "CREATE TABLE units ("
            " id INTEGER PRIMARY KEY,"
            " side_id INTEGER NOT NULL REFERENCES sides (id),"
            " brigade_id INTEGER,"
            " name TEXT NOT NULL,"
            " arm TEXT NOT NULL CHECK (arm IN ('infantry', 'cavalry', 'artillery',"
            " 'battalion-guns')),"
            " class TEXT NOT NULL CHECK (class IN ('elite', 'line', 'conscript')),"
            " castings_initial INTEGER NOT NULL CHECK (castings_initial >= 0),"
            " castings INTEGER NOT NULL CHECK (castings >= 0 AND castings <= castings_initial),"
            " steps INTEGER NOT NULL DEFAULT 0 CHECK (steps BETWEEN 0 AND 2),"
            " cw_initial INTEGER NOT NULL CHECK (cw_initial >= 0),"
            " cw INTEGER NOT NULL CHECK (cw >= 0 AND cw <= cw_initial),"
            " ap INTEGER NOT NULL DEFAULT 0 CHECK (ap >= 0),"
            " ap_ball INTEGER NOT NULL DEFAULT 0 CHECK (ap_ball >= 0),"
            " ap_canister INTEGER NOT NULL DEFAULT 0 CHECK (ap_canister >= 0),"
            " tubes INTEGER NOT NULL DEFAULT 0 CHECK (tubes >= 0),"
            " weapon TEXT NOT NULL CHECK (weapon IN ('musket', 'rifled-musket', '12pdr',"
            " '8pdr', '6pdr', '4pdr', '3pdr-austrian')),"
            " smoke INTEGER NOT NULL DEFAULT 0 CHECK (smoke IN (0, 1)),"
            " morale TEXT NOT NULL DEFAULT 'steady' CHECK (morale IN ('steady', 'shaken',"
            " 'disordered', 'routed', 'broken')),"
            " formation TEXT NOT NULL DEFAULT 'line' CHECK (formation IN ('line', 'column',"
            " 'closed-column', 'square', 'open-order', 'limbered', 'unlimbered')),"
            " firefight INTEGER NOT NULL DEFAULT 0 CHECK (firefight IN (0, 1)),"
            " terrain TEXT NOT NULL DEFAULT 'open' CHECK (terrain IN ('open', 'woods', 'bua',"
            " 'hill', 'wooded-hill', 'redoubt')),"
            " feature_id INTEGER REFERENCES features (id),"
            " has_fired INTEGER NOT NULL DEFAULT 0 CHECK (has_fired IN (0, 1)),"
            " fired_this_segment INTEGER NOT NULL DEFAULT 0"
            " CHECK (fired_this_segment IN (0, 1)),"
            " moved_this_segment INTEGER NOT NULL DEFAULT 0"
            " CHECK (moved_this_segment IN (0, 1)),"
            " fired_upon_this_segment INTEGER NOT NULL DEFAULT 0"
            " CHECK (fired_upon_this_segment IN (0, 1)),"
            " replenishment_turns INTEGER NOT NULL DEFAULT 0 CHECK (replenishment_turns >= 0),"
            " scrounging INTEGER NOT NULL DEFAULT 0 CHECK (scrounging IN (0, 1)),"
            " sort_order INTEGER NOT NULL DEFAULT 0 CHECK (sort_order >= 0),"
            // A unit's brigade belongs to the unit's side.
            " FOREIGN KEY (brigade_id, side_id) REFERENCES brigades (id, side_id))"),
        QStringLiteral("CREATE INDEX units_brigade ON units (brigade_id, side_id)"),
        QStringLiteral("CREATE INDEX units_feature ON units (feature_id)"),
        QStringLiteral("CREATE TABLE clock ("
                       " id INTEGER PRIMARY KEY CHECK (id = 1),"
                       " turn INTEGER NOT NULL DEFAULT 1 CHECK (turn >= 1),"
                       " segment INTEGER NOT NULL DEFAULT 1 CHECK (segment >= 1),"
                       " active_side_id INTEGER REFERENCES sides (id))"),
        QStringLiteral("CREATE TABLE log ("
                       " id INTEGER PRIMARY KEY,"
                       " time TEXT NOT NULL,"
                       " kind TEXT NOT NULL,"
                       " summary TEXT NOT NULL DEFAULT '',"
                       " turn INTEGER NOT NULL CHECK (turn >= 1),"
                       " segment INTEGER NOT NULL CHECK (segment >= 1),"
                       " inputs TEXT NOT NULL,"
                       " result TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE settings ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
    };
}

} // namespace

const QStringList &Schema::version1Statements()
{
    // Frozen: a change to the schema is a new version in Migrations, never an
    // edit here (the saved file tests/data/battle-v1.adc was made from this).
    static const QStringList statements = organisationStatements() + stateStatements();
    return statements;
}

const QStringList &Schema::serverStatements()
{
    static const QStringList statements = [] {
        QStringList list { QStringLiteral(
            "CREATE FUNCTION adc_next_id() RETURNS trigger LANGUAGE plpgsql AS $$"
            " BEGIN"
            " IF NEW.id IS NULL THEN"
            " EXECUTE format('SELECT COALESCE(MAX(id), 0) + 1 FROM %I', TG_TABLE_NAME)"
            " INTO NEW.id;"
            " END IF;"
            " RETURN NEW;"
            " END $$") };
        for (const char *table : { "sides", "brigades", "features", "units", "log" })
            list.append(QStringLiteral("CREATE TRIGGER %1_id BEFORE INSERT ON %1"
                                       " FOR EACH ROW EXECUTE FUNCTION adc_next_id()")
                            .arg(QLatin1String(table)));
        list.append(QStringLiteral(
            "DO $$ DECLARE c record; BEGIN"
            " FOR c IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint"
            " WHERE contype = 'f' AND connamespace = current_schema()::regnamespace LOOP"
            " EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE', c.tbl, c.conname);"
            " END LOOP; END $$"));
        return list;
    }();
    return statements;
}

const QStringList &Schema::stateTables()
{
    static const QStringList tables = {
        QStringLiteral("battle"),   QStringLiteral("sides"), QStringLiteral("brigades"),
        QStringLiteral("features"), QStringLiteral("units"), QStringLiteral("clock"),
        QStringLiteral("settings"),
    };
    return tables;
}

const QStringList &Schema::requiredTables()
{
    static const QStringList tables = stateTables() + QStringList { QStringLiteral("log") };
    return tables;
}

QString Schema::primaryKey(const QString &table)
{
    return table == QLatin1String("settings") ? QStringLiteral("key") : QStringLiteral("id");
}

} // namespace Adc
