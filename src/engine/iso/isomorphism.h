// Board symmetries, canonical forms, isomorphism and dedupe (Phadke's
// co-ordinate method; docs/counting.md).
//  - symmetry.h: the board's group with Phadke's names
//  - canonical_form.h: exact canonical form, a tour's own symmetry, isomorphic()
//  - phadke_files.h: his compact file and connection-number lines
//  - warnsdorff_enumerator.h: every tour Warnsdorff's rule reaches, ties branched
//  - deduplicator.h: independent solutions from a stream of tours
//  - tour_classes.h: many tours from one text grouped into classes
//  - tour_line_parser.h: fast reader for one-line tour texts (mass data)
//  - tour_line_reader.h: a file of them, one format throughout, grids and JSON aside
#pragma once

#include "core/board.h"
#include "core/tour.h"
#include "iso/canonical_form.h"
#include "iso/deduplicator.h"
#include "iso/phadke_files.h"
#include "iso/symmetry.h"
#include "iso/tour_classes.h"
#include "iso/tour_line_parser.h"
#include "iso/tour_line_reader.h"
#include "iso/warnsdorff_enumerator.h"
