#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QWidget;

namespace Adc {

// The pieces the reference panel's calculators are built of: boxes and
// combos named after the table's words, the large answer, and the answer's
// details as HTML.
class ReferenceForm
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ReferenceForm)

public:
    // "March column", "Heavy equipment": a table word as the form shows it.
    static QString wordLabel(const QString &word);

    // A box for each word (named prefix + word), columns across, into boxes.
    static QGroupBox *checkGrid(const QString &title, const QStringList &words,
                                const QString &prefix, int columns,
                                QMap<QString, QCheckBox *> *boxes, QWidget *parent);
    static QCheckBox *flag(const QString &text, const QString &name, QWidget *parent);
    static QComboBox *wordCombo(const QStringList &words, const QString &name, QWidget *parent);
    static QLabel *answerLabel(const QString &name, QWidget *parent);
    static QLabel *detailsLabel(const QString &name, QWidget *parent);
    // The answer at the top, the form scrolling under it.
    static QWidget *page(QLabel *answer, QLabel *details, QWidget *form, QWidget *parent);

    // The notes as a list under a heading; nothing for none.
    static QString notesHtml(const QStringList &notes);
    // One line of a table: what, and its value on the right.
    static QString row(const QString &what, const QString &value);
};

} // namespace Adc
