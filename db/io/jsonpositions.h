#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace Adc {

// Walks JSON text that QJsonDocument has already accepted, to find where the
// units' objects open: QJsonDocument keeps no positions.
class JsonPositions
{
public:
    explicit JsonPositions(const QByteArray &text);

    // Where each element of the units array starts, and where each key of a
    // top-level object starts.
    QList<qsizetype> unitStarts;
    QHash<QString, qsizetype> topKeys;

    void scan();

private:
    char peek() const { return m_at < m_text.size() ? m_text.at(m_at) : '\0'; }
    void skipSpace();
    // Only the top-level keys are read as text: reading every string of a
    // large order of battle was a tenth of its import.
    QString string();
    void skipString();
    QList<qsizetype> arrayElements();
    void skipValue();

    const QByteArray &m_text;
    qsizetype m_at = 0;
};

} // namespace Adc
