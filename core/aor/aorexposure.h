#pragma once

#include "core/aor/aorexposurerequest.h"
#include "core/aor/aorexposureresult.h"
#include "core/aor/aorpredicate.h"
#include "core/common/tablereader.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Age of Rifles target optical cross section (resources/rules/aor_exposure.json),
// seed 000, "Terrain and Formation Effects On Fire Combat": the formation
// factor by fire type and arc (defensive order and unlimbered artillery by
// terrain alone) times every modifier line that applies, each line once.
class AorExposure
{
public:
    static QString fileName() { return QStringLiteral("aor_exposure.json"); }
    static std::optional<AorExposure> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table, loaded once.
    static const AorExposure &standard();

    // The words a request may use, by namespace: formation, fire, arc,
    // size, hex, flags.
    const AorVocabulary &vocabulary() const { return m_vocabulary; }
    QStringList formations() const { return m_vocabulary.value(QStringLiteral("formation")); }
    QStringList fireTypes() const { return m_vocabulary.value(QStringLiteral("fire")); }
    QStringList arcs() const { return m_vocabulary.value(QStringLiteral("arc")); }
    QStringList hexWords() const { return m_vocabulary.value(QStringLiteral("hex")); }
    // The map scales the seed names, in yards a hex.
    QList<int> scales() const;

    // "A small unit has no more than 500 (100 yard scale), 1000 (200 yard
    // scale), or 2000 (400 yard scale) troops", seed 000. std::nullopt for a
    // scale the table does not name.
    std::optional<bool> isSmall(int troops, int scaleYards) const;

    // The target's optical cross section, seed 000 "Target Optical Cross
    // Section": the formation factor times every modifier line for units
    // not in defensive order. Expects words of the vocabulary; a request
    // lacking what a line needs comes back with inputError set.
    AorExposureResult exposure(const AorExposureRequest &request) const;

private:
    struct Line
    {
        QString id;
        AorPredicate when;
        double value = 0;
        bool skirmishFormula = false;
        double base = 0; // skirmishFormula: base + perFraction * f
        double perFraction = 0;
    };
    struct Scale
    {
        int scaleYards = 0;
        int maxTroops = 0;
    };

    static QList<Line> readLines(const QJsonObject &object, const QString &key, bool formula,
                                 const AorVocabulary &vocabulary, QSet<QString> *ids,
                                 TableReader &reader, const QString &entry);
    static QString missing(const QString &name, const QString &lineId,
                           const AorExposureRequest &request);
    // Exactly one formation factor for every formation, fire, arc and size
    // the table can be asked about, and none that is never reached.
    bool checkFormationFactors(TableReader &reader) const;
    // smallUnit.scales: the most troops a small unit has at each map scale.
    bool readScales(const QJsonObject &root, TableReader &reader);
    // A formation in defensive order takes the best cover of its hex.
    AorExposureResult defensiveExposure(const AorFacts &facts, AorExposureResult result) const;
    // The modifiers that hold; false (with inputError) when one needs what
    // the request lacks.
    bool addModifiers(const AorExposureRequest &request, const AorFacts &facts,
                      AorExposureResult *result) const;

    AorVocabulary m_vocabulary;
    QList<Scale> m_scales;
    QStringList m_defensiveFormations;
    QList<Line> m_defensiveTerrain;
    QString m_withoutTerrain;
    QString m_defensiveModifiersNote;
    QList<Line> m_formationFactors;
    QList<Line> m_modifiers;
};

} // namespace Adc
