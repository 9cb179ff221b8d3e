#include "db/io/jsonpositions.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Adc {

JsonPositions::JsonPositions(const QByteArray &text)
    : m_text(text)
{
}

void JsonPositions::scan()
{
    skipSpace();
    if (peek() == '[') {
        unitStarts = arrayElements();
    } else if (peek() == '{') {
        ++m_at;
        while (true) {
            skipSpace();
            if (peek() != '"')
                break;
            const qsizetype keyAt = m_at;
            const QString key = string();
            topKeys.insert(key, keyAt);
            skipSpace();
            ++m_at; // ':'
            skipSpace();
            if (key == QLatin1String("units") && peek() == '[')
                unitStarts = arrayElements();
            else
                skipValue();
            skipSpace();
            if (peek() == ',')
                ++m_at;
        }
    }
}

void JsonPositions::skipSpace()
{
    while (m_at < m_text.size()
           && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
        ++m_at;
}

void JsonPositions::skipString()
{
    ++m_at; // opening quote
    while (m_at < m_text.size() && peek() != '"') {
        if (peek() == '\\')
            ++m_at;
        ++m_at;
    }
    ++m_at; // closing quote
}

QString JsonPositions::string()
{
    const qsizetype start = m_at;
    skipString();
    const QJsonDocument document
        = QJsonDocument::fromJson('[' + m_text.mid(start, m_at - start) + ']');
    return document.array().at(0).toString();
}

QList<qsizetype> JsonPositions::arrayElements()
{
    QList<qsizetype> starts;
    ++m_at; // '['
    while (true) {
        skipSpace();
        if (peek() == ']' || m_at >= m_text.size()) {
            ++m_at;
            break;
        }
        starts << m_at;
        skipValue();
        skipSpace();
        if (peek() == ',')
            ++m_at;
    }
    return starts;
}

void JsonPositions::skipValue()
{
    const char c = peek();
    if (c == '"') {
        skipString();
        return;
    }
    if (c == '[' || c == '{') {
        int depth = 0;
        while (m_at < m_text.size()) {
            const char d = peek();
            if (d == '"') {
                skipString();
                continue;
            }
            if (d == '[' || d == '{')
                ++depth;
            else if (d == ']' || d == '}')
                --depth;
            ++m_at;
            if (depth == 0)
                return;
        }
        return;
    }
    // A number or a literal: up to the next delimiter.
    while (m_at < m_text.size() && peek() != ',' && peek() != ']' && peek() != '}' && peek() != ' '
           && peek() != '\n' && peek() != '\r' && peek() != '\t')
        ++m_at;
}

} // namespace Adc
