// SPDX-License-Identifier: GPL-3.0-or-later
// SaveStore's table games (Straight Rummy, Rummy 500, Rummy 51, Kaluki): placeholder until
// their saves are written like Gin's.
#include "store/save_store.h"
