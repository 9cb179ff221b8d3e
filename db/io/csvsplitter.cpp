#include "db/io/csvsplitter.h"

#include <QCoreApplication>

namespace Adc {

CsvSplitter::CsvSplitter(QList<OobImport::Problem> *problems)
    : m_problems(problems)
{
    m_record.line = 1;
}

QList<OobImport::CsvRecord> CsvSplitter::split(const QString &text)
{
    qsizetype i = 0;
    if (text.startsWith(QChar(0xFEFF)))
        i = 1;
    for (; i < text.size(); ++i) {
        if (m_quoted)
            readQuoted(text, &i);
        else
            readPlain(text, i);
    }
    if (m_quoted) {
        m_problems->append(OobImport::Problem {
            m_record.line,
            { QCoreApplication::translate("Adc::CsvSplitter", "a quoted cell is never closed") } });
        return m_records;
    }
    if (m_cellStarted || !m_cell.isEmpty() || !m_record.cells.isEmpty())
        endRecord();
    return m_records;
}

void CsvSplitter::readQuoted(const QString &text, qsizetype *i)
{
    const QChar c = text.at(*i);
    if (c == QLatin1Char('"')) {
        if (*i + 1 < text.size() && text.at(*i + 1) == QLatin1Char('"')) {
            m_cell += QLatin1Char('"');
            ++*i;
        } else {
            m_quoted = false;
            m_afterQuote = true;
        }
        return;
    }
    if (c == QLatin1Char('\n'))
        ++m_line;
    m_cell += c;
}

void CsvSplitter::readPlain(const QString &text, qsizetype i)
{
    const QChar c = text.at(i);
    if (c == QLatin1Char(',')) {
        m_record.cells << m_cell;
        m_cell.clear();
        m_afterQuote = false;
        m_cellStarted = true;
    } else if (c == QLatin1Char('\r') && i + 1 < text.size()
               && text.at(i + 1) == QLatin1Char('\n')) {
        return; // the \n ends the record
    } else if (c == QLatin1Char('\n')) {
        ++m_line;
        endRecord();
    } else if (m_afterQuote) {
        refuseRecord(
            QCoreApplication::translate("Adc::CsvSplitter", "cell %1: text after its closing quote")
                .arg(m_record.cells.size() + 1));
    } else if (c == QLatin1Char('"')) {
        if (m_cell.isEmpty()) {
            m_quoted = true;
            m_cellStarted = true;
        } else {
            refuseRecord(QCoreApplication::translate("Adc::CsvSplitter",
                                                     "cell %1: a quote inside an unquoted cell "
                                                     "(quote the whole cell and double the quote)")
                             .arg(m_record.cells.size() + 1));
        }
    } else {
        m_cell += c;
        m_cellStarted = true;
    }
}

void CsvSplitter::endRecord()
{
    m_record.cells << m_cell;
    const bool blank
        = m_record.cells.size() == 1 && m_record.cells.first().isEmpty() && !m_cellStarted;
    if (!blank && !m_recordBad)
        m_records << m_record;
    m_record = OobImport::CsvRecord();
    m_record.line = m_line;
    m_cell.clear();
    m_afterQuote = false;
    m_cellStarted = false;
    m_recordBad = false;
}

void CsvSplitter::refuseRecord(const QString &message)
{
    // Only the first problem of a record is named.
    if (!m_recordBad)
        m_problems->append(OobImport::Problem { m_record.line, { message } });
    m_recordBad = true;
}

} // namespace Adc
