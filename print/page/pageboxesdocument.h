#pragma once

#include <QList>
#include <QRectF>
#include <QSet>
#include <QString>
#include <QStringList>
#include <functional>

class QPagedPaintDevice;
class QPaintDevice;
class QPainter;

namespace Adc {

class PageBoxes;

// A printed document of titles, headings, paragraphs and tables, laid out in
// millimetres on a paged device and painted with QPainter: tables break
// between rows and repeat their header on the next page, a heading stays
// with the first rows of its table, and every page has a footer "TEXT ·
// page N of M". The reference card and the after-action report are built
// with it.
class PageBoxesDocument
{
public:
    struct Table
    {
        QStringList header;
        QList<QStringList> rows;
        // Columns whose text may wrap onto more lines; the others keep the
        // width of their longest text.
        QSet<int> wrapColumns;
        // Left-aligned columns (the first always); the others are centred.
        QSet<int> leftColumns;
        QSet<int> boldRows;
        bool boldFirstColumn = true;
        // Spread the table over the whole width.
        bool fullWidth = true;
    };

    explicit PageBoxesDocument(double bodyPoints = 9.0);

    void setFooter(const QString &text) { m_footer = text; }
    // Millimetres above a heading and below a paragraph or table, and how
    // many points a heading is larger than the body (3, 1.2 and 2.5 unless
    // set): a sheet that must fit its pages sets them closer.
    void setSpacing(double headingSpace, double blockSpace, double headingStep);
    void addTitle(const QString &text);
    // A heading, with an aside in small type after it ("(per inch)").
    void addHeading(const QString &text, const QString &aside = QString());
    void addParagraph(const QString &text, double points = 0);
    void addTable(const Table &table);
    // A picture `height` millimetres tall across the page, painted by
    // `paint` in the rectangle it is given (millimetres); kept on one page.
    using Picture = std::function<void(PageBoxes &boxes, const QRectF &millimetres)>;
    void addPicture(double height, const Picture &paint);

    // The pages the document takes on a device.
    int pageCount(QPagedPaintDevice *device) const;
    // Told the pages painted so far and how many there are; answers false
    // to stop.
    using Progress = std::function<bool(int done, int pages)>;

    // Paints every page; returns the pages painted, or -1 when `progress`
    // stopped it.
    int paint(QPagedPaintDevice *device, const Progress &progress = {}) const;

    double bodyPoints() const { return m_bodyPoints; }

private:
    enum class Kind { Title, Heading, Paragraph, Table, Picture };
    struct Block
    {
        Kind kind = Kind::Paragraph;
        QString text;
        QString aside;
        double points = 0;
        int table = -1;
    };

    // One pass over the document: where it has got to, page and height.
    struct Pass;

    // Lays the document out page by page; paints when painter is set.
    int run(QPagedPaintDevice *device, QPainter *painter, int pageTotal,
            const Progress &progress = {}) const;
    void footer(const Pass &pass) const;
    void newPage(Pass &pass) const;
    double blockHeight(const Pass &pass, const Block &block) const;
    // A title, heading or paragraph; a heading stays with what follows it.
    void placeText(Pass &pass, int index) const;
    void placeTable(Pass &pass, const Block &block) const;
    void paintRow(const Pass &pass, const Table &table, const QStringList &cells, double height,
                  bool header, bool boldRow) const;

    double m_bodyPoints = 9.0;
    double m_headingSpace = 3.0;
    double m_blockSpace = 1.2;
    double m_headingStep = 2.5;
    QString m_footer;
    QList<Block> m_blocks;
    QList<Table> m_tables;
    QList<Picture> m_pictures;
};

} // namespace Adc
