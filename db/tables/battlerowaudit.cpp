#include "db/tables/battlerowaudit.h"

#include "core/common/rulings.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>

namespace Adc {

namespace {

// The battle row's columns, in the order they are named.
const QStringList &columns()
{
    static const QStringList list = { QStringLiteral("name"), QStringLiteral("scale"),
                                      QStringLiteral("date"), QStringLiteral("rulings") };
    return list;
}

QString columnWords(const QString &column)
{
    if (column == QLatin1String("name"))
        return QCoreApplication::translate("Adc::BattleRowAudit", "the battle's name");
    if (column == QLatin1String("scale"))
        return QCoreApplication::translate("Adc::BattleRowAudit", "the battle's scale");
    if (column == QLatin1String("date"))
        return QCoreApplication::translate("Adc::BattleRowAudit", "the battle's date");
    if (column == QLatin1String("rulings"))
        return QCoreApplication::translate("Adc::BattleRowAudit", "the battle's rulings");
    return QCoreApplication::translate("Adc::BattleRowAudit", "the battle's column %1").arg(column);
}

QJsonObject rulingsObject(const QJsonValue &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

// The rulings whose values differ between two texts of them, by key.
QStringList differingRulings(const QJsonValue &logged, const QJsonValue &standing)
{
    const QJsonObject a = rulingsObject(logged);
    const QJsonObject b = rulingsObject(standing);
    QSet<QString> keys;
    for (const QString &key : a.keys() + b.keys())
        keys.insert(key);
    QStringList differing;
    for (const QString &key : std::as_const(keys)) {
        if (a.value(key) != b.value(key))
            differing.append(key);
    }
    differing.sort();
    return differing;
}

QString notAsLogged(const QString &column, const QJsonValue &logged, const QJsonValue &standing)
{
    if (column != QLatin1String("rulings"))
        return QCoreApplication::translate("Adc::BattleRowAudit",
                                           "%1 does not stand as its log entries leave it")
            .arg(columnWords(column));
    QString text = QCoreApplication::translate(
        "Adc::BattleRowAudit", "the battle's rulings do not stand as its log entries leave them");
    {
        const QStringList keys = differingRulings(logged, standing);
        if (!keys.isEmpty())
            text += QStringLiteral(" (") + keys.join(QLatin1String(", ")) + QLatin1Char(')');
    }
    return text;
}

// A battle no entry changed stands as a new one: its scale and date the
// schema's defaults, its rulings the house defaults (a key an older version
// did not write reads as its default).
QStringList notNew(const QJsonObject &standing)
{
    QStringList problems;
    const auto changed = [&](const QString &column) {
        problems.append(
            QCoreApplication::translate("Adc::BattleRowAudit",
                                        "%1 is not a new battle's, but no log entry changed it")
                .arg(columnWords(column)));
    };
    if (standing.value(QStringLiteral("scale")).toString() != QLatin1String("1\" = 50 yards"))
        changed(QStringLiteral("scale"));
    if (!standing.value(QStringLiteral("date")).toString().isEmpty())
        changed(QStringLiteral("date"));
    const QJsonValue text = standing.value(QStringLiteral("rulings"));
    const QJsonDocument document = QJsonDocument::fromJson(text.toString().toUtf8());
    const Result<Rulings> rulings = document.isObject()
        ? Rulings::fromJson(document.object())
        : Result<Rulings>(Failure::failed(QString()));
    if (!rulings || *rulings != Rulings()) {
        QString problem = QCoreApplication::translate(
            "Adc::BattleRowAudit",
            "the battle's rulings are not a new battle's, but no log entry "
            "changed them");
        const QStringList keys = differingRulings(
            QString::fromUtf8(QJsonDocument(Rulings().toJson()).toJson(QJsonDocument::Compact)),
            text);
        if (!keys.isEmpty())
            problem += QStringLiteral(" (") + keys.join(QLatin1String(", ")) + QLatin1Char(')');
        problems.append(problem);
    }
    return problems;
}

} // namespace

QStringList BattleRowAudit::problems(const QJsonValue &replayed, const QJsonObject &standing)
{
    if (!replayed.isObject())
        return notNew(standing);
    const QJsonObject logged = replayed.toObject();
    QStringList problems;
    QStringList named = columns();
    for (const QString &column : standing.keys() + logged.keys()) {
        if (!named.contains(column) && column != QLatin1String("id"))
            named.append(column);
    }
    for (const QString &column : std::as_const(named)) {
        if (logged.value(column) != standing.value(column))
            problems.append(notAsLogged(column, logged.value(column), standing.value(column)));
    }
    return problems;
}

QString BattleRowAudit::unverifiedName(const QJsonValue &replayed)
{
    if (replayed.isObject())
        return QString();
    return QCoreApplication::translate(
        "Adc::BattleRowAudit",
        "the battle's name was given before its log kept it (an older battle, or a log with no "
        "entry yet): it is not compared");
}

} // namespace Adc
