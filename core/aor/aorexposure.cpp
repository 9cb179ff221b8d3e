#include "core/aor/aorexposure.h"

#include <QJsonArray>
#include <QtGlobal>
#include <cmath>

namespace Adc {

namespace {
QSet<QString> single(const QString &word)
{
    return { word };
}

AorFacts factsOf(const AorExposureRequest &request, const QString &size)
{
    AorFacts facts;
    facts.insert(QStringLiteral("formation"), single(request.formation));
    facts.insert(QStringLiteral("hex"), QSet<QString>(request.hex.begin(), request.hex.end()));
    const QStringList flags = request.flags();
    facts.insert(QStringLiteral("flags"), QSet<QString>(flags.begin(), flags.end()));
    if (!request.fire.isEmpty())
        facts.insert(QStringLiteral("fire"), single(request.fire));
    if (!request.arc.isEmpty())
        facts.insert(QStringLiteral("arc"), single(request.arc));
    if (!size.isEmpty())
        facts.insert(QStringLiteral("size"), single(size));
    return facts;
}

// The factor is the product of the factors; the exposure is allowed.
AorExposureResult finish(AorExposureResult result)
{
    double factor = 1;
    for (const AorModifier &line : result.factors)
        factor *= line.value;
    result.factor = AorModifier::clean(factor);
    result.allowed = true;
    return result;
}

// A line that several hex words of the request meet applies once: say so.
void noteOnce(const AorPredicate &when, const QString &id, const AorFacts &facts,
              AorExposureResult *result)
{
    const QStringList words = when.wordsHeld(QStringLiteral("hex"), facts);
    if (words.size() > 1)
        result->notes
            << QStringLiteral("%1 applies once for %2").arg(id, words.join(QLatin1String(" and ")));
}
} // namespace

QList<AorExposure::Line> AorExposure::readLines(const QJsonObject &object, const QString &key,
                                                bool formula, const AorVocabulary &vocabulary,
                                                QSet<QString> *ids, TableReader &reader,
                                                const QString &entry)
{
    const QString at = TableReader::join(entry, key);
    const QJsonArray array = reader.array(object, key, entry);
    if (reader.ok() && array.isEmpty())
        reader.fail(at, QStringLiteral("must not be empty"));
    QList<Line> lines;
    for (int i = 0; reader.ok() && i < array.size(); ++i) {
        const QJsonObject item = reader.objectAt(array, i, at);
        QString itemAt = QStringLiteral("%1[%2]").arg(at).arg(i);
        Line line;
        line.id = reader.nonEmptyString(item, QStringLiteral("id"), itemAt);
        if (!reader.ok())
            break;
        itemAt += QStringLiteral(" (%1)").arg(line.id);
        for (auto it = item.begin(); it != item.end(); ++it) {
            const QStringList keys = { QStringLiteral("id"), QStringLiteral("when"),
                                       QStringLiteral("value"), QStringLiteral("skirmishFormula") };
            if (!keys.contains(it.key())
                || (!formula && it.key() == QLatin1String("skirmishFormula")))
                reader.fail(TableReader::join(itemAt, it.key()), QStringLiteral("unknown key"));
        }
        if (ids->contains(line.id))
            reader.fail(TableReader::join(itemAt, QStringLiteral("id")),
                        QStringLiteral("\"%1\" is used twice").arg(line.id));
        ids->insert(line.id);
        if (!reader.ok())
            break;
        const std::optional<AorPredicate> when
            = AorPredicate::fromJson(item.value(QStringLiteral("when")), vocabulary, reader,
                                     TableReader::join(itemAt, QStringLiteral("when")));
        if (!when)
            break;
        line.when = *when;
        if (formula && item.contains(QStringLiteral("skirmishFormula"))) {
            if (item.contains(QStringLiteral("value"))) {
                reader.fail(itemAt, QStringLiteral("has both value and skirmishFormula"));
                break;
            }
            const QJsonObject formulaObject
                = reader.object(item, QStringLiteral("skirmishFormula"), itemAt);
            const QString formulaAt = TableReader::join(itemAt, QStringLiteral("skirmishFormula"));
            line.skirmishFormula = true;
            line.base = reader.number(formulaObject, QStringLiteral("base"), formulaAt);
            line.perFraction
                = reader.number(formulaObject, QStringLiteral("perFraction"), formulaAt);
            // The factor must stay above 0 over the whole range of f, (0, 1].
            if (reader.ok() && (line.base <= 0 || line.base + line.perFraction <= 0))
                reader.fail(formulaAt,
                            QStringLiteral("must stay above 0 for every fraction up to 1"));
        } else {
            line.value = reader.number(item, QStringLiteral("value"), itemAt);
            if (reader.ok() && !(line.value > 0))
                reader.fail(TableReader::join(itemAt, QStringLiteral("value")),
                            QStringLiteral("must be above 0"));
        }
        lines << line;
    }
    return lines;
}

std::optional<AorExposure> AorExposure::fromJson(const QJsonObject &root, TableReader &reader)
{
    AorExposure table;
    QSet<QString> ids;

    const QJsonObject vocabulary = reader.object(root, QStringLiteral("vocabulary"), QString());
    const QStringList namespaces
        = { QStringLiteral("formation"), QStringLiteral("fire"), QStringLiteral("arc"),
            QStringLiteral("size"),      QStringLiteral("hex"),  QStringLiteral("flags") };
    for (const QString &name : namespaces) {
        if (!reader.ok())
            return std::nullopt;
        QStringList allowed;
        if (name == QLatin1String("flags"))
            allowed = AorExposureRequest::flagNames();
        else if (name == QLatin1String("size"))
            allowed = { QStringLiteral("small"), QStringLiteral("large") };
        const QString at = QStringLiteral("vocabulary.") + name;
        const QStringList words
            = AorPredicate::wordList(vocabulary.value(name), allowed, reader, at);
        if (reader.ok() && name == QLatin1String("size") && words.size() != 2)
            reader.fail(at, QStringLiteral("must name small and large"));
        table.m_vocabulary.insert(name, words);
    }
    for (auto it = vocabulary.begin(); reader.ok() && it != vocabulary.end(); ++it) {
        if (!namespaces.contains(it.key()))
            reader.fail(QStringLiteral("vocabulary.") + it.key(), QStringLiteral("unknown key"));
    }
    reader.object(root, QStringLiteral("readings"), QString());
    if (!reader.ok())
        return std::nullopt;

    if (!table.readScales(root, reader))
        return std::nullopt;

    const QString defensive = QStringLiteral("defensiveOrder");
    const QJsonObject defensiveObject = reader.object(root, defensive, QString());
    if (reader.ok())
        table.m_defensiveFormations = AorPredicate::wordList(
            defensiveObject.value(QStringLiteral("formations")), table.formations(), reader,
            QStringLiteral("defensiveOrder.formations"));
    if (reader.ok())
        table.m_defensiveTerrain = readLines(defensiveObject, QStringLiteral("terrain"), false,
                                             table.m_vocabulary, &ids, reader, defensive);
    if (reader.ok())
        table.m_withoutTerrain
            = reader.nonEmptyString(defensiveObject, QStringLiteral("withoutTerrain"), defensive);
    if (reader.ok())
        table.m_defensiveModifiersNote
            = reader.nonEmptyString(defensiveObject, QStringLiteral("modifiersNote"), defensive);
    if (reader.ok())
        table.m_formationFactors = readLines(root, QStringLiteral("formationFactors"), false,
                                             table.m_vocabulary, &ids, reader, QString());
    if (reader.ok())
        table.m_modifiers = readLines(root, QStringLiteral("modifiers"), true, table.m_vocabulary,
                                      &ids, reader, QString());
    if (!reader.ok())
        return std::nullopt;

    if (!table.checkFormationFactors(reader))
        return std::nullopt;
    return table;
}

bool AorExposure::readScales(const QJsonObject &root, TableReader &reader)
{
    const QJsonObject smallUnit = reader.object(root, QStringLiteral("smallUnit"), QString());
    const QJsonArray scales
        = reader.array(smallUnit, QStringLiteral("scales"), QStringLiteral("smallUnit"));
    if (reader.ok() && scales.isEmpty())
        reader.fail(QStringLiteral("smallUnit.scales"), QStringLiteral("must not be empty"));
    for (int i = 0; reader.ok() && i < scales.size(); ++i) {
        const QString at = QStringLiteral("smallUnit.scales[%1]").arg(i);
        const QJsonObject item = reader.objectAt(scales, i, QStringLiteral("smallUnit.scales"));
        Scale scale;
        scale.scaleYards = reader.integer(item, QStringLiteral("scaleYards"), at);
        scale.maxTroops = reader.integer(item, QStringLiteral("maxTroops"), at);
        if (!reader.ok())
            break;
        if (scale.scaleYards <= 0)
            reader.fail(TableReader::join(at, QStringLiteral("scaleYards")),
                        QStringLiteral("must be above 0"));
        else if (scale.maxTroops <= 0)
            reader.fail(TableReader::join(at, QStringLiteral("maxTroops")),
                        QStringLiteral("must be above 0"));
        else if (this->scales().contains(scale.scaleYards))
            reader.fail(TableReader::join(at, QStringLiteral("scaleYards")),
                        QStringLiteral("%1 is listed twice").arg(scale.scaleYards));
        m_scales << scale;
    }
    return reader.ok();
}

bool AorExposure::checkFormationFactors(TableReader &reader) const
{
    // Every other formation needs exactly one factor for every fire, arc and
    // size; an entry no request can reach is a typo.
    QList<int> reached(m_formationFactors.size(), 0);
    for (const QString &formation : formations()) {
        if (m_defensiveFormations.contains(formation))
            continue;
        for (const QString &fire : fireTypes()) {
            for (const QString &arc : arcs()) {
                for (const QString &size : m_vocabulary.value(QStringLiteral("size"))) {
                    AorExposureRequest probe;
                    probe.formation = formation;
                    probe.fire = fire;
                    probe.arc = arc;
                    const AorFacts facts = factsOf(probe, size);
                    QStringList found;
                    for (int i = 0; i < m_formationFactors.size(); ++i) {
                        if (m_formationFactors.at(i).when.match(facts)
                            == AorPredicate::Match::Yes) {
                            found << m_formationFactors.at(i).id;
                            ++reached[i];
                        }
                    }
                    if (found.size() != 1) {
                        return reader.fail(
                            QStringLiteral("formationFactors"),
                            QStringLiteral("%1, %2, %3, %4 unit: %5")
                                .arg(formation, fire, arc, size,
                                     found.isEmpty() ? QStringLiteral("no factor")
                                                     : QStringLiteral("several factors (%1)")
                                                           .arg(found.join(QLatin1String(", ")))));
                    }
                }
            }
        }
    }
    for (int i = 0; i < reached.size(); ++i) {
        if (reached.at(i) == 0) {
            return reader.fail(
                QStringLiteral("formationFactors[%1] (%2)").arg(i).arg(m_formationFactors.at(i).id),
                QStringLiteral("applies to no formation, fire, arc and size"));
        }
    }
    return true;
}

const AorExposure &AorExposure::standard()
{
    return standardTable<AorExposure>(fileName());
}

QList<int> AorExposure::scales() const
{
    QList<int> list;
    for (const Scale &scale : m_scales)
        list << scale.scaleYards;
    return list;
}

std::optional<bool> AorExposure::isSmall(int troops, int scaleYards) const
{
    for (const Scale &scale : m_scales) {
        if (scale.scaleYards == scaleYards)
            return troops <= scale.maxTroops;
    }
    return std::nullopt;
}

QString AorExposure::missing(const QString &name, const QString &lineId,
                             const AorExposureRequest &request)
{
    if (name == QLatin1String("size")) {
        const QString field
            = request.troops ? QStringLiteral("scale_yards") : QStringLiteral("troops");
        return QStringLiteral("%1: missing (%2 depends on the unit's size)").arg(field, lineId);
    }
    return QStringLiteral("%1: missing (%2 depends on it)").arg(name, lineId);
}

AorExposureResult AorExposure::defensiveExposure(const AorFacts &facts,
                                                 AorExposureResult result) const
{
    // The best cover the hex offers: the lowest factor of its terrains.
    const Line *best = nullptr;
    for (const Line &line : m_defensiveTerrain) {
        if (line.when.match(facts) == AorPredicate::Match::Yes
            && (!best || line.value < best->value))
            best = &line;
    }
    if (!best) {
        result.reasonId = QStringLiteral("defensive-order-without-terrain");
        result.reason = m_withoutTerrain;
        return result;
    }
    result.factors << AorModifier { best->id, best->value };
    noteOnce(best->when, best->id, facts, &result);
    for (const Line &line : m_modifiers) {
        if (line.when.match(facts) != AorPredicate::Match::No) {
            result.notes << m_defensiveModifiersNote;
            break;
        }
    }
    return finish(result);
}

bool AorExposure::addModifiers(const AorExposureRequest &request, const AorFacts &facts,
                               AorExposureResult *result) const
{
    for (const Line &line : m_modifiers) {
        const AorPredicate::Match match = line.when.match(facts);
        if (match == AorPredicate::Match::Unknown) {
            result->inputError = missing(line.when.unknownNamespace(facts), line.id, request);
            return false;
        }
        if (match == AorPredicate::Match::No)
            continue;
        const double value = line.skirmishFormula
            ? AorModifier::clean(line.base + line.perFraction * request.skirmishFraction)
            : line.value;
        result->factors << AorModifier { line.id, value };
        noteOnce(line.when, line.id, facts, result);
    }
    return true;
}

AorExposureResult AorExposure::exposure(const AorExposureRequest &request) const
{
    AorExposureResult result;

    if (request.scaleYards && !isSmall(0, *request.scaleYards)) {
        QStringList names;
        for (int scale : scales())
            names << QString::number(scale);
        result.inputError = QStringLiteral("scale_yards: %1 is not one of %2")
                                .arg(*request.scaleYards)
                                .arg(names.join(QLatin1String(", ")));
        return result;
    }
    QString size;
    if (request.troops && request.scaleYards)
        size = *isSmall(*request.troops, *request.scaleYards) ? QStringLiteral("small")
                                                              : QStringLiteral("large");
    const AorFacts facts = factsOf(request, size);
    if (m_defensiveFormations.contains(request.formation))
        return defensiveExposure(facts, result);

    const Line *formationFactor = nullptr;
    QString unknown;
    QString unknownLine;
    for (const Line &line : m_formationFactors) {
        const AorPredicate::Match match = line.when.match(facts);
        if (match == AorPredicate::Match::Yes)
            formationFactor = &line;
        else if (match == AorPredicate::Match::Unknown && unknown.isEmpty()) {
            unknown = line.when.unknownNamespace(facts);
            unknownLine = request.formation;
        }
    }
    if (!formationFactor) {
        result.inputError = unknown.isEmpty()
            ? QStringLiteral("formation: \"%1\" has no factor").arg(request.formation)
            : missing(unknown, unknownLine, request);
        return result;
    }
    result.factors << AorModifier { formationFactor->id, formationFactor->value };
    if (formationFactor->when.tests(QStringLiteral("size"))) {
        result.size = size;
        result.notes << QStringLiteral("%1 unit: %2 troops at %3 yards a hex")
                            .arg(size)
                            .arg(*request.troops)
                            .arg(*request.scaleYards);
    }
    if (!addModifiers(request, facts, &result))
        return result;
    return finish(result);
}

} // namespace Adc
