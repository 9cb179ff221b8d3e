// A hidden unit's state reaches no one but its own side: after each kind of
// action by, at or on a hidden Anglo-Allied battalion (elite, in smoke), every
// route the players' view serves (each page, its JSON, its style and
// script, its event stream, a missing file, a refused method), read with
// the French token and the table display's in English and in French, holds
// nothing of it: not its name, class, class dice, situation, nor what the
// chart read for it; no roll says its state (in smoke, shaken). Its own side reads it all, so the
// words looked for are really there to be found.
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <vector>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// What only the hidden battalion is: nowhere on a French page or the table.
const char *const kSecrets[] = { "Highlanders", "2d6+1", "elite", "élite", "in-smoke" };
// Words of its state, which a French unit's row or the legend may well
// hold: never in a roll.
const char *const kStateWords[] = { "in smoke", "dans la fumée", "shaken", "ébranlé" };
// What the chart read for a roll: shown to the side that rolled only.
const char *const kChartKeys[]
    = { "modified_roll", "row",      "column",  "band", "modifiers", "dice",  "situation",
        "cell",          "fires_at", "outcome", "odds", "stands",    "tubes", "class" };

// An action from its JSON, HIDDEN and FRENCH standing for the units' ids.
QJsonObject act(const char *json, qint64 hidden, qint64 french)
{
    QString text = QString::fromUtf8(json);
    text.replace(QStringLiteral("HIDDEN"), QString::number(hidden));
    text.replace(QStringLiteral("FRENCH"), QString::number(french));
    const QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    if (object.isEmpty())
        ADC_FAIL(QStringLiteral("not an action: ") + QString::fromUtf8(json));
    return object;
}

// The parts of a page that tell rolls (the units' own rows may well say
// "in smoke" of a French battalion).
QByteArray rollsOfPage(const QByteArray &page)
{
    QByteArray rolls;
    qsizetype from = 0;
    for (;;) {
        const qsizetype start = page.indexOf("<section class=\"rolls", from) >= 0
            ? page.indexOf("<section class=\"rolls", from)
            : page.indexOf("<section class=\"current", from);
        if (start < 0)
            return rolls;
        const qsizetype end = page.indexOf("</section>", start);
        rolls += page.mid(start, end - start);
        from = end;
    }
}

} // namespace

class HiddenUnitsTest : public QObject
{
    Q_OBJECT

private:
    // Every route with the token of `path` ("/side/T" or "/table/T"); what
    // a reader gets, and of the pages only their rolls.
    static QList<QPair<QString, QByteArray>> walk(ServedBattle &served, const QString &path,
                                                  const QByteArray &language)
    {
        QNetworkAccessManager client;
        QList<QPair<QString, QByteArray>> read;
        for (const char *file : { "", "units.json", "enemies.json", "rolls.json", "players.js",
                                  "players.css", "nothing.json", "events/x" }) {
            const QString at
                = path + (*file ? QStringLiteral("/") + QLatin1String(file) : QString());
            for (const QByteArray &verb : { QByteArrayLiteral("GET"), QByteArrayLiteral("HEAD"),
                                            QByteArrayLiteral("POST") }) {
                const HttpAnswer answer = fetch(client, served.url(at), verb, language, "{}");
                QByteArray body = answer.body;
                for (auto it = answer.headers.cbegin(); it != answer.headers.cend(); ++it)
                    body += '\n' + it.key() + ": " + it.value();
                read.append({ QString::fromLatin1(verb) + QLatin1Char(' ') + at, body });
                if (*file == 0 && verb == "GET")
                    read.append({ QStringLiteral("rolls of ") + at, rollsOfPage(answer.body) });
            }
        }
        return read;
    }

private Q_SLOTS:
    void nothingOfAHiddenUnitReachesTheOtherSide_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : { "fire by it", "fire at it", "charge by it", "charge on it",
                                  "discipline", "move", "edit", "end-segment", "end-turn" })
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }
    void nothingOfAHiddenUnitReachesTheOtherSide()
    {
        QFETCH(QString, kind);
        ServedBattle served;
        QVERIFY(served.isValid());
        const qint64 hidden = served.highlanders;
        const qint64 french = served.legere;
        for (const char *setup :
             { R"({"action": "edit", "unit": HIDDEN, "field": "class", "value": "elite"})",
               R"({"action": "edit", "unit": HIDDEN, "field": "smoke", "value": true})",
               R"({"action": "edit", "unit": HIDDEN, "field": "hidden", "value": true})",
               // Marked seen as well: hidden, it is seen by no one.
               R"({"action": "edit", "unit": HIDDEN, "field": "seen", "value": true})" }) {
            const ActionOutcome done = served.battle->apply(act(setup, hidden, french));
            QVERIFY2(done.ok(), qPrintable(done.error()));
        }
        // The streams are open before the action, as a page's would be.
        std::vector<std::unique_ptr<RawClient>> streams;
        const PlayerTokens tokens = served.tokens();
        const QStringList readers { QStringLiteral("/side/")
                                        + tokens.sides.value(served.frenchSide),
                                    QStringLiteral("/table/") + tokens.table };
        for (const QString &reader : readers)
            for (const char *language : { "en", "fr" })
                streams.push_back(std::make_unique<RawClient>(
                    served.port,
                    "GET " + reader.toLatin1() + "/events HTTP/1.1\r\nHost: x\r\nAccept-Language: "
                        + language + "\r\n\r\n"));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(streams.cbegin(), streams.cend(),
                        [](const auto &s) { return s->received.contains("retry:"); }),
            10000);

        const QHash<QString, const char *> actions {
            { QStringLiteral("fire by it"),
              R"({"action": "fire", "firers": [HIDDEN], "target": FRENCH, "range": 3, "die": 7})" },
            { QStringLiteral("fire at it"),
              R"({"action": "fire", "firers": [FRENCH], "target": HIDDEN, "range": 3, "die": 7})" },
            { QStringLiteral("charge by it"),
              R"({"action": "charge", "charger": HIDDEN, "defender": FRENCH, "rolls": [5, 4],
                  "fire_die": 6, "outcome": "repulsed"})" },
            { QStringLiteral("charge on it"),
              R"({"action": "charge", "charger": FRENCH, "defender": HIDDEN, "rolls": [5, 4],
                  "faces": [[2, 2], [1, 2]], "fire_die": 6, "outcome": "retires"})" },
            { QStringLiteral("discipline"),
              R"({"action": "discipline", "unit": HIDDEN, "roll": 6})" },
            { QStringLiteral("move"), R"({"action": "move", "unit": HIDDEN, "to": "woods"})" },
            { QStringLiteral("edit"),
              R"({"action": "edit", "unit": HIDDEN, "field": "morale", "value": "shaken"})" },
            { QStringLiteral("end-segment"), R"({"action": "end-segment"})" },
            { QStringLiteral("end-turn"), R"({"action": "end-turn"})" },
        };
        const ActionOutcome done = served.battle->apply(act(actions.value(kind), hidden, french));
        QVERIFY2(done.ok(), qPrintable(done.error()));
        // Told to the table's streams, which hear of every change; the
        // French streams only of what their page shows (tst_sidestream),
        // decided in the same push.
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(streams.cbegin() + 2, streams.cend(),
                        [](const auto &s) { return s->received.contains("data:"); }),
            10000);

        for (const QString &reader : readers) {
            for (const QByteArray &language :
                 { QByteArrayLiteral("en"), QByteArrayLiteral("fr") }) {
                for (const auto &[route, body] : walk(served, reader, language)) {
                    QList<const char *> words(std::cbegin(kSecrets), std::cend(kSecrets));
                    if (route.startsWith(QLatin1String("rolls of"))
                        || route.contains(QLatin1String("rolls.json")))
                        words.append(
                            QList<const char *>(std::cbegin(kStateWords), std::cend(kStateWords)));
                    for (const char *secret : std::as_const(words))
                        QVERIFY2(!body.contains(secret),
                                 qPrintable(route + QStringLiteral(" (") + QLatin1String(language)
                                            + QStringLiteral(") shows \"")
                                            + QString::fromUtf8(secret) + QStringLiteral("\": ")
                                            + QString::fromUtf8(body.left(3000))));
                }
            }
        }
        for (const auto &stream : streams) {
            for (const char *secret : kSecrets)
                QVERIFY2(!stream->received.contains(secret), secret);
            for (const char *word : kStateWords)
                QVERIFY2(!stream->received.contains(word), word);
        }

        // What the chart read: only in the French side's own rolls, and
        // never what reads the hidden unit's state (the modifiers, the
        // modified roll and its column, the odds of a fire at it).
        QNetworkAccessManager client;
        const QByteArray rolls
            = fetch(client, served.side(served.frenchSide, QStringLiteral("rolls.json"))).body;
        for (const QJsonValue &value : QJsonDocument::fromJson(rolls).array()) {
            const QJsonObject roll = value.toObject();
            const bool own = roll.value(QStringLiteral("own")).toBool();
            const bool atIt = kind == QLatin1String("fire at it");
            for (const char *key : kChartKeys) {
                const QLatin1String name(key);
                const bool readsIt = name == QLatin1String("modifiers")
                    || name == QLatin1String("modified_roll") || name == QLatin1String("column")
                    || name == QLatin1String("odds");
                const bool allowed = own && !(atIt && readsIt);
                QVERIFY2(allowed || !roll.contains(name),
                         qPrintable(name + QStringLiteral(" in ") + QString::fromUtf8(rolls)));
            }
            if (kind == QLatin1String("charge by it"))
                QVERIFY2(!roll.value(QStringLiteral("text"))
                              .toString()
                              .contains(QStringLiteral("modified")),
                         rolls.constData());
        }
        const QByteArray table = fetch(client, served.table()).body;
        for (const char *words : { "row ", "Modifiers", "Odds" })
            QVERIFY2(!rollsOfPage(table).contains(words), table.constData());

        // Its own side is told all of it.
        const QByteArray allied
            = fetch(client, served.side(served.alliedSide, QStringLiteral("units.json"))).body;
        QVERIFY(allied.contains("Highlanders"));
        QVERIFY(allied.contains("\"class\":\"elite\""));
        if (kind == QLatin1String("charge on it")) {
            const QByteArray alliedRolls
                = fetch(client, served.side(served.alliedSide, QStringLiteral("rolls.json"))).body;
            QVERIFY2(alliedRolls.contains("2d6+1"), alliedRolls.constData());
            QVERIFY2(alliedRolls.contains("in-smoke"), alliedRolls.constData());
            QVERIFY(alliedRolls.contains("Highlanders"));
        }
        if (kind == QLatin1String("fire by it") || kind == QLatin1String("charge by it")) {
            // The French see that their battalion was fired at or charged.
            QVERIFY2(rolls.contains("2e L"), rolls.constData());
        }
        // The hidden battalion sees the French battalion its fire put in
        // contact with it, which the walk above shows sees nothing of it (a
        // charge ends with one of the two moving back: no contact stands).
        if (kind.startsWith(QLatin1String("fire"))) {
            const QByteArray seen
                = fetch(client, served.side(served.alliedSide, QStringLiteral("enemies.json")))
                      .body;
            QVERIFY2(seen.contains("2e L"), seen.constData());
        }
    }
};

ADC_TEST_GUILESS_MAIN(HiddenUnitsTest)
#include "tst_hiddenunits.moc"
