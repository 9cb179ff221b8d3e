#pragma once

#include "db/io/oobimport.h"

#include <QList>
#include <QString>

namespace Adc {

// Splits CSV text into records (RFC 4180: quoted cells may hold commas,
// quotes doubled, and line breaks), one character at a time. Each record
// keeps the line it starts on; blank lines are skipped; a record with
// malformed quoting is dropped and named in the problems.
class CsvSplitter
{
public:
    explicit CsvSplitter(QList<OobImport::Problem> *problems);

    QList<OobImport::CsvRecord> split(const QString &text);

private:
    // One character inside a quoted cell; i moves past a doubled quote.
    void readQuoted(const QString &text, qsizetype *i);
    // One character outside quotes.
    void readPlain(const QString &text, qsizetype i);
    void endRecord();
    void refuseRecord(const QString &message);

    QList<OobImport::Problem> *m_problems;
    QList<OobImport::CsvRecord> m_records;
    OobImport::CsvRecord m_record;
    QString m_cell;
    int m_line = 1;
    bool m_quoted = false; // inside a quoted cell
    bool m_afterQuote = false; // a quoted cell has closed; a comma or line end must follow
    bool m_cellStarted = false; // anything read in this record
    bool m_recordBad = false;
};

} // namespace Adc
