//! Translated from ALGOL 60 by `attic translate programs/algol/mate-in-4.alg`.
//! Generated code: do not edit by hand.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::translated::algol_runtime as rt;
use self::rt::{Fr, Op, Place, SlotInit, Spec, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:9], СПИСОК[1:7700];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:3];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ОТВЕТНЫЕ ХОДЫ;",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ПЕЧАТЬ ПОЗИЦИИ;",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until ss + 1 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"НАЧАЛО:",
"  for Б1 := 3 step 1 until РУБЕЖ ХОДОВ[1] do",
"",
"    ВОЗМОЖЕН ПАТ[1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);",
"    for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do",
"",
"      ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);",
"      if s = 2 then go to ПОСЛЕДНИЙ ХОД;",
"      for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do",
"",
"        ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;",
"        ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);",
"",
"",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"",
"          if s = 3 then go to ПОСЛЕДНИЙ ХОД;",
"          for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do",
"",
"            ВОЗМОЖЕН ПАТ[2] := false;  ВОЗМОЖЕН ПАТ[3] := true;",
"            ВЫПОЛНЕНИЕ ХОДА(Б3, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б3 ПРОДОЛЖЕНИЕ);",
"            for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(Ч3, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч3 ПРОДОЛЖЕНИЕ);",
"        ПОСЛЕДНИЙ ХОД:",
"          for ББ := РУБЕЖ ХОДОВ[ss - 2] + 2 step 1 until РУБЕЖ ХОДОВ[ss - 1] do",
"",
"            ВОЗМОЖЕН ПАТ[s - 1] := false;",
"            ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);",
"          ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:",
"            n := РУБЕЖ ХОДОВ[ss];",
"            ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);",
"            go to ББ ПРОДОЛЖЕНИЕ;",
"          ШАХ ЧЕРНЫМ:",
"            for ЧЧ := РУБЕЖ ХОДОВ[ss - 1] + 2 step 1 until РУБЕЖ ХОДОВ[ss] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);",
"            УШЛИ ОТ ШАХА:",
"              УРОВЕНЬ := ss;",
"              ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],",
"",
"              go to ББ ПРОДОЛЖЕНИЕ;",
"            ЧЧ ПРОДОЛЖЕНИЕ:",
"              УРОВЕНЬ := ss",
"",
"          ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:",
"            УРОВЕНЬ := ss - 1;",
"            ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],",
"",
"            ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"            go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else",
"              if s = 3 then Ч2 ПРОДОЛЖЕНИЕ else Ч3 ПРОДОЛЖЕНИЕ;",
"",
"          ББ ПРОДОЛЖЕНИЕ:",
"            УРОВЕНЬ := ss - 1",
"",
"          if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;",
"",
"          if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч3 + 2 else Ч3 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч3, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"          go to Б3 ПРОДОЛЖЕНИЕ;",
"        Ч3 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[6];",
"        if ВОЗМОЖЕН ПАТ[3] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД);",
"",
"          go to Б3 ПРОДОЛЖЕНИЕ",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б3 + 2 else Б3 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б3, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"        go to Ч2 ПРОДОЛЖЕНИЕ;",
"      Б3 ПРОДОЛЖЕНИЕ:",
"",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"          go to Б2 ПРОДОЛЖЕНИЕ;",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[4];",
"        if ВОЗМОЖЕН ПАТ[2] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);",
"",
"          go to Б2 ПРОДОЛЖЕНИЕ",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"        go to Ч1 ПРОДОЛЖЕНИЕ;",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"      go to Б1 ПРОДОЛЖЕНИЕ;",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ[1] then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"      go to Б1 ПРОДОЛЖЕНИЕ",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"    go to ОТВЕТ;",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"    go to КОНЕЦ;",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"  go to КОНЕЦ;",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 26, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 26, col: 38, width: 6, name: "СПИСОК" },
rt::Site { line: 27, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 28, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 28, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 29, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 3, width: 21, name: "" },
rt::Site { line: 290, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 27, width: 23, name: "" },
rt::Site { line: 290, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 291, col: 3, width: 22, name: "" },
rt::Site { line: 291, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 291, col: 28, width: 23, name: "" },
rt::Site { line: 291, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 292, col: 3, width: 21, name: "" },
rt::Site { line: 292, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 292, col: 27, width: 23, name: "" },
rt::Site { line: 292, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 293, col: 3, width: 21, name: "" },
rt::Site { line: 293, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 293, col: 27, width: 24, name: "" },
rt::Site { line: 293, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 294, col: 3, width: 21, name: "" },
rt::Site { line: 294, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 294, col: 27, width: 23, name: "" },
rt::Site { line: 294, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 295, col: 3, width: 21, name: "" },
rt::Site { line: 295, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 27, width: 24, name: "" },
rt::Site { line: 295, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 22, name: "" },
rt::Site { line: 296, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 28, width: 23, name: "" },
rt::Site { line: 296, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 22, name: "" },
rt::Site { line: 297, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 28, width: 24, name: "" },
rt::Site { line: 297, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 21, name: "" },
rt::Site { line: 298, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 27, width: 23, name: "" },
rt::Site { line: 298, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 22, name: "" },
rt::Site { line: 299, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 28, width: 24, name: "" },
rt::Site { line: 299, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 22, name: "" },
rt::Site { line: 300, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 28, width: 25, name: "" },
rt::Site { line: 300, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 22, name: "" },
rt::Site { line: 301, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 28, width: 25, name: "" },
rt::Site { line: 301, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 3, width: 23, name: "" },
rt::Site { line: 302, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 302, col: 29, width: 25, name: "" },
rt::Site { line: 302, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 303, col: 3, width: 23, name: "" },
rt::Site { line: 303, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 303, col: 29, width: 25, name: "" },
rt::Site { line: 303, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 304, col: 3, width: 23, name: "" },
rt::Site { line: 304, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 304, col: 29, width: 24, name: "" },
rt::Site { line: 304, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 305, col: 3, width: 23, name: "" },
rt::Site { line: 305, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 305, col: 29, width: 24, name: "" },
rt::Site { line: 305, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 306, col: 1, width: 1, name: "i" },
rt::Site { line: 307, col: 7, width: 1, name: "i" },
rt::Site { line: 307, col: 33, width: 38, name: "" },
rt::Site { line: 307, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 307, col: 45, width: 1, name: "i" },
rt::Site { line: 307, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 307, col: 64, width: 1, name: "i" },
rt::Site { line: 308, col: 1, width: 26, name: "input" },
rt::Site { line: 308, col: 30, width: 11, name: "" },
rt::Site { line: 308, col: 36, width: 5, name: "×" },
rt::Site { line: 308, col: 40, width: 1, name: "s" },
rt::Site { line: 309, col: 3, width: 1, name: "i" },
rt::Site { line: 309, col: 7, width: 1, name: "i" },
rt::Site { line: 309, col: 27, width: 6, name: "+" },
rt::Site { line: 309, col: 27, width: 2, name: "ss" },
rt::Site { line: 310, col: 9, width: 19, name: "" },
rt::Site { line: 310, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 310, col: 21, width: 1, name: "i" },
rt::Site { line: 310, col: 31, width: 10, name: "" },
rt::Site { line: 310, col: 31, width: 4, name: "q" },
rt::Site { line: 310, col: 33, width: 1, name: "i" },
rt::Site { line: 314, col: 3, width: 18, name: "" },
rt::Site { line: 314, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 314, col: 24, width: 20, name: "" },
rt::Site { line: 314, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 315, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 315, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 316, col: 3, width: 12, name: "" },
rt::Site { line: 316, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 317, col: 3, width: 19, name: "" },
rt::Site { line: 317, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 318, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 319, col: 3, width: 19, name: "" },
rt::Site { line: 319, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 319, col: 21, width: 1, name: "n" },
rt::Site { line: 320, col: 1, width: 1, name: "Б1" },
rt::Site { line: 321, col: 7, width: 2, name: "Б1" },
rt::Site { line: 321, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 323, col: 5, width: 23, name: "" },
rt::Site { line: 323, col: 5, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 324, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 325, col: 5, width: 1, name: "Ч1" },
rt::Site { line: 325, col: 15, width: 18, name: "+" },
rt::Site { line: 325, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 325, col: 9, width: 2, name: "Ч1" },
rt::Site { line: 325, col: 47, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 327, col: 7, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 328, col: 10, width: 5, name: "" },
rt::Site { line: 328, col: 10, width: 5, name: "=" },
rt::Site { line: 328, col: 10, width: 1, name: "s" },
rt::Site { line: 328, col: 27, width: 13, name: "" },
rt::Site { line: 329, col: 7, width: 1, name: "Б2" },
rt::Site { line: 329, col: 17, width: 18, name: "+" },
rt::Site { line: 329, col: 17, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 329, col: 11, width: 2, name: "Б2" },
rt::Site { line: 329, col: 49, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 331, col: 9, width: 24, name: "" },
rt::Site { line: 331, col: 9, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 331, col: 36, width: 23, name: "" },
rt::Site { line: 331, col: 36, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 332, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 335, col: 9, width: 1, name: "Ч2" },
rt::Site { line: 335, col: 19, width: 18, name: "+" },
rt::Site { line: 335, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 335, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 335, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 337, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 339, col: 14, width: 5, name: "" },
rt::Site { line: 339, col: 14, width: 5, name: "=" },
rt::Site { line: 339, col: 14, width: 1, name: "s" },
rt::Site { line: 339, col: 31, width: 13, name: "" },
rt::Site { line: 340, col: 11, width: 1, name: "Б3" },
rt::Site { line: 340, col: 21, width: 18, name: "+" },
rt::Site { line: 340, col: 21, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 340, col: 15, width: 2, name: "Б3" },
rt::Site { line: 340, col: 53, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 342, col: 13, width: 24, name: "" },
rt::Site { line: 342, col: 13, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 342, col: 40, width: 23, name: "" },
rt::Site { line: 342, col: 40, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 343, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 344, col: 13, width: 1, name: "Ч3" },
rt::Site { line: 344, col: 23, width: 18, name: "+" },
rt::Site { line: 344, col: 23, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 344, col: 17, width: 2, name: "Ч3" },
rt::Site { line: 344, col: 55, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 346, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 347, col: 9, width: 1, name: "ББ" },
rt::Site { line: 348, col: 21, width: 23, name: "+" },
rt::Site { line: 348, col: 21, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 33, width: 6, name: "-" },
rt::Site { line: 348, col: 33, width: 2, name: "ss" },
rt::Site { line: 348, col: 15, width: 2, name: "ББ" },
rt::Site { line: 348, col: 58, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 70, width: 6, name: "-" },
rt::Site { line: 348, col: 70, width: 2, name: "ss" },
rt::Site { line: 350, col: 13, width: 28, name: "" },
rt::Site { line: 350, col: 13, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 350, col: 26, width: 5, name: "-" },
rt::Site { line: 350, col: 26, width: 1, name: "s" },
rt::Site { line: 351, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 352, col: 11, width: 1, name: "" },
rt::Site { line: 353, col: 18, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 353, col: 30, width: 2, name: "ss" },
rt::Site { line: 354, col: 13, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 355, col: 19, width: 14, name: "" },
rt::Site { line: 356, col: 11, width: 1, name: "ЧЧ" },
rt::Site { line: 357, col: 23, width: 23, name: "+" },
rt::Site { line: 357, col: 23, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 357, col: 35, width: 6, name: "-" },
rt::Site { line: 357, col: 35, width: 2, name: "ss" },
rt::Site { line: 357, col: 17, width: 2, name: "ЧЧ" },
rt::Site { line: 357, col: 60, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 357, col: 72, width: 2, name: "ss" },
rt::Site { line: 359, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 360, col: 13, width: 1, name: "" },
rt::Site { line: 361, col: 26, width: 2, name: "ss" },
rt::Site { line: 362, col: 15, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 362, col: 28, width: 50, name: "СПИСОК" },
rt::Site { line: 362, col: 38, width: 16, name: "" },
rt::Site { line: 362, col: 38, width: 16, name: "=" },
rt::Site { line: 362, col: 38, width: 10, name: "q" },
rt::Site { line: 362, col: 40, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 362, col: 59, width: 6, name: "+" },
rt::Site { line: 362, col: 59, width: 2, name: "ЧЧ" },
rt::Site { line: 362, col: 71, width: 6, name: "+" },
rt::Site { line: 362, col: 71, width: 2, name: "ЧЧ" },
rt::Site { line: 364, col: 21, width: 14, name: "" },
rt::Site { line: 365, col: 13, width: 1, name: "" },
rt::Site { line: 366, col: 26, width: 2, name: "ss" },
rt::Site { line: 368, col: 11, width: 1, name: "" },
rt::Site { line: 369, col: 24, width: 6, name: "-" },
rt::Site { line: 369, col: 24, width: 2, name: "ss" },
rt::Site { line: 370, col: 13, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 370, col: 26, width: 50, name: "СПИСОК" },
rt::Site { line: 370, col: 36, width: 16, name: "" },
rt::Site { line: 370, col: 36, width: 16, name: "=" },
rt::Site { line: 370, col: 36, width: 10, name: "q" },
rt::Site { line: 370, col: 38, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 370, col: 57, width: 6, name: "+" },
rt::Site { line: 370, col: 57, width: 2, name: "ББ" },
rt::Site { line: 370, col: 69, width: 6, name: "+" },
rt::Site { line: 370, col: 69, width: 2, name: "ББ" },
rt::Site { line: 372, col: 13, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 373, col: 19, width: 1, name: "" },
rt::Site { line: 373, col: 22, width: 5, name: "" },
rt::Site { line: 373, col: 22, width: 5, name: "=" },
rt::Site { line: 373, col: 22, width: 1, name: "s" },
rt::Site { line: 374, col: 18, width: 5, name: "" },
rt::Site { line: 374, col: 18, width: 5, name: "=" },
rt::Site { line: 374, col: 18, width: 1, name: "s" },
rt::Site { line: 376, col: 11, width: 1, name: "" },
rt::Site { line: 377, col: 24, width: 6, name: "-" },
rt::Site { line: 377, col: 24, width: 2, name: "ss" },
rt::Site { line: 379, col: 14, width: 5, name: "" },
rt::Site { line: 379, col: 14, width: 5, name: "=" },
rt::Site { line: 379, col: 14, width: 1, name: "s" },
rt::Site { line: 379, col: 31, width: 33, name: "" },
rt::Site { line: 381, col: 14, width: 5, name: "" },
rt::Site { line: 381, col: 14, width: 5, name: "=" },
rt::Site { line: 381, col: 14, width: 1, name: "s" },
rt::Site { line: 381, col: 31, width: 33, name: "" },
rt::Site { line: 382, col: 9, width: 1, name: "" },
rt::Site { line: 384, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 384, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 384, col: 34, width: 16, name: "" },
rt::Site { line: 384, col: 34, width: 16, name: "=" },
rt::Site { line: 384, col: 34, width: 10, name: "q" },
rt::Site { line: 384, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 384, col: 55, width: 6, name: "+" },
rt::Site { line: 384, col: 55, width: 2, name: "Ч3" },
rt::Site { line: 384, col: 67, width: 6, name: "+" },
rt::Site { line: 384, col: 67, width: 2, name: "Ч3" },
rt::Site { line: 386, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 387, col: 17, width: 14, name: "" },
rt::Site { line: 388, col: 9, width: 1, name: "" },
rt::Site { line: 391, col: 9, width: 19, name: "" },
rt::Site { line: 391, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 392, col: 12, width: 15, name: "" },
rt::Site { line: 392, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 395, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 397, col: 17, width: 14, name: "" },
rt::Site { line: 399, col: 7, width: 1, name: "" },
rt::Site { line: 401, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 401, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 401, col: 32, width: 16, name: "" },
rt::Site { line: 401, col: 32, width: 16, name: "=" },
rt::Site { line: 401, col: 32, width: 10, name: "q" },
rt::Site { line: 401, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 401, col: 53, width: 6, name: "+" },
rt::Site { line: 401, col: 53, width: 2, name: "Б3" },
rt::Site { line: 401, col: 65, width: 6, name: "+" },
rt::Site { line: 401, col: 65, width: 2, name: "Б3" },
rt::Site { line: 403, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 404, col: 15, width: 14, name: "" },
rt::Site { line: 405, col: 7, width: 1, name: "" },
rt::Site { line: 408, col: 9, width: 1, name: "" },
rt::Site { line: 410, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 410, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 410, col: 34, width: 16, name: "" },
rt::Site { line: 410, col: 34, width: 16, name: "=" },
rt::Site { line: 410, col: 34, width: 10, name: "q" },
rt::Site { line: 410, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 410, col: 55, width: 6, name: "+" },
rt::Site { line: 410, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 410, col: 67, width: 6, name: "+" },
rt::Site { line: 410, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 412, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 413, col: 17, width: 14, name: "" },
rt::Site { line: 414, col: 9, width: 1, name: "" },
rt::Site { line: 417, col: 9, width: 19, name: "" },
rt::Site { line: 417, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 418, col: 12, width: 15, name: "" },
rt::Site { line: 418, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 421, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 423, col: 17, width: 14, name: "" },
rt::Site { line: 425, col: 7, width: 1, name: "" },
rt::Site { line: 427, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 427, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 427, col: 32, width: 16, name: "" },
rt::Site { line: 427, col: 32, width: 16, name: "=" },
rt::Site { line: 427, col: 32, width: 10, name: "q" },
rt::Site { line: 427, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 427, col: 53, width: 6, name: "+" },
rt::Site { line: 427, col: 53, width: 2, name: "Б2" },
rt::Site { line: 427, col: 65, width: 6, name: "+" },
rt::Site { line: 427, col: 65, width: 2, name: "Б2" },
rt::Site { line: 429, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 430, col: 15, width: 14, name: "" },
rt::Site { line: 431, col: 7, width: 1, name: "" },
rt::Site { line: 434, col: 5, width: 1, name: "" },
rt::Site { line: 436, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 436, col: 20, width: 50, name: "СПИСОК" },
rt::Site { line: 436, col: 30, width: 16, name: "" },
rt::Site { line: 436, col: 30, width: 16, name: "=" },
rt::Site { line: 436, col: 30, width: 10, name: "q" },
rt::Site { line: 436, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 436, col: 51, width: 6, name: "+" },
rt::Site { line: 436, col: 51, width: 2, name: "Ч1" },
rt::Site { line: 436, col: 63, width: 6, name: "+" },
rt::Site { line: 436, col: 63, width: 2, name: "Ч1" },
rt::Site { line: 438, col: 7, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 439, col: 13, width: 14, name: "" },
rt::Site { line: 440, col: 5, width: 1, name: "" },
rt::Site { line: 443, col: 5, width: 19, name: "" },
rt::Site { line: 443, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 444, col: 8, width: 15, name: "" },
rt::Site { line: 444, col: 8, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 447, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 449, col: 13, width: 14, name: "" },
rt::Site { line: 451, col: 5, width: 23, name: "output" },
rt::Site { line: 452, col: 11, width: 5, name: "" },
rt::Site { line: 453, col: 3, width: 1, name: "output" },
rt::Site { line: 455, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 458, col: 11, width: 5, name: "" },
rt::Site { line: 459, col: 3, width: 1, name: "" },
rt::Site { line: 462, col: 3, width: 36, name: "output" },
rt::Site { line: 463, col: 9, width: 5, name: "" },
rt::Site { line: 464, col: 1, width: 1, name: "output" },
rt::Site { line: 39, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 39, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 39, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 39, col: 56, width: 1, name: "n" },
rt::Site { line: 39, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 39, col: 13, width: 11, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 73, col: 5, width: 10, name: "" },
rt::Site { line: 73, col: 10, width: 5, name: "+" },
rt::Site { line: 73, col: 10, width: 1, name: "n" },
rt::Site { line: 73, col: 18, width: 14, name: "" },
rt::Site { line: 73, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 73, col: 25, width: 1, name: "m" },
rt::Site { line: 74, col: 5, width: 15, name: "" },
rt::Site { line: 74, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 74, col: 23, width: 33, name: "" },
rt::Site { line: 74, col: 33, width: 8, name: "" },
rt::Site { line: 74, col: 33, width: 8, name: ">" },
rt::Site { line: 74, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 75, col: 5, width: 1, name: "j" },
rt::Site { line: 75, col: 9, width: 1, name: "j" },
rt::Site { line: 77, col: 7, width: 15, name: "" },
rt::Site { line: 77, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 77, col: 20, width: 1, name: "j" },
rt::Site { line: 78, col: 10, width: 8, name: "" },
rt::Site { line: 78, col: 10, width: 8, name: "≠" },
rt::Site { line: 78, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 80, col: 9, width: 32, name: "" },
rt::Site { line: 80, col: 16, width: 25, name: "-" },
rt::Site { line: 80, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 80, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 80, col: 35, width: 6, name: "×" },
rt::Site { line: 80, col: 40, width: 1, name: "j" },
rt::Site { line: 81, col: 12, width: 18, name: "" },
rt::Site { line: 81, col: 12, width: 18, name: "∧" },
rt::Site { line: 81, col: 12, width: 7, name: ">" },
rt::Site { line: 81, col: 12, width: 3, name: "КОД" },
rt::Site { line: 81, col: 22, width: 8, name: "<" },
rt::Site { line: 81, col: 22, width: 3, name: "КОД" },
rt::Site { line: 83, col: 11, width: 36, name: "" },
rt::Site { line: 83, col: 16, width: 31, name: "-" },
rt::Site { line: 83, col: 17, width: 8, name: "-" },
rt::Site { line: 83, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 29, width: 18, name: "×" },
rt::Site { line: 83, col: 29, width: 14, name: "÷" },
rt::Site { line: 83, col: 30, width: 8, name: "-" },
rt::Site { line: 83, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 50, width: 19, name: "" },
rt::Site { line: 83, col: 55, width: 14, name: "÷" },
rt::Site { line: 83, col: 56, width: 8, name: "-" },
rt::Site { line: 83, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 84, col: 11, width: 20, name: "" },
rt::Site { line: 84, col: 21, width: 10, name: "×" },
rt::Site { line: 84, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 84, col: 34, width: 33, name: "" },
rt::Site { line: 84, col: 44, width: 23, name: "×" },
rt::Site { line: 84, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 84, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 85, col: 14, width: 7, name: "" },
rt::Site { line: 85, col: 14, width: 7, name: "=" },
rt::Site { line: 85, col: 14, width: 3, name: "КОД" },
rt::Site { line: 87, col: 13, width: 16, name: "" },
rt::Site { line: 87, col: 18, width: 11, name: "+" },
rt::Site { line: 87, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 87, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 88, col: 16, width: 17, name: "" },
rt::Site { line: 88, col: 16, width: 17, name: "=" },
rt::Site { line: 88, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 88, col: 27, width: 1, name: "t" },
rt::Site { line: 90, col: 18, width: 18, name: "" },
rt::Site { line: 90, col: 18, width: 18, name: "=" },
rt::Site { line: 90, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 90, col: 30, width: 1, name: "t" },
rt::Site { line: 92, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 93, col: 20, width: 30, name: "" },
rt::Site { line: 93, col: 20, width: 30, name: "=" },
rt::Site { line: 93, col: 20, width: 1, name: "Г" },
rt::Site { line: 93, col: 28, width: 8, name: "" },
rt::Site { line: 93, col: 28, width: 8, name: ">" },
rt::Site { line: 93, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 95, col: 22, width: 24, name: "" },
rt::Site { line: 95, col: 22, width: 24, name: "=" },
rt::Site { line: 95, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 95, col: 33, width: 8, name: "+" },
rt::Site { line: 95, col: 33, width: 1, name: "t" },
rt::Site { line: 95, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 96, col: 28, width: 25, name: "" },
rt::Site { line: 96, col: 28, width: 25, name: "=" },
rt::Site { line: 96, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 96, col: 40, width: 8, name: "+" },
rt::Site { line: 96, col: 40, width: 1, name: "t" },
rt::Site { line: 96, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 96, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 96, col: 66, width: 8, name: "+" },
rt::Site { line: 96, col: 66, width: 1, name: "t" },
rt::Site { line: 96, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 100, col: 16, width: 5, name: "" },
rt::Site { line: 100, col: 16, width: 5, name: ">" },
rt::Site { line: 100, col: 16, width: 1, name: "В" },
rt::Site { line: 100, col: 36, width: 22, name: "" },
rt::Site { line: 100, col: 36, width: 22, name: "≠" },
rt::Site { line: 100, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 100, col: 48, width: 5, name: "-" },
rt::Site { line: 100, col: 48, width: 1, name: "t" },
rt::Site { line: 100, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 100, col: 74, width: 5, name: "-" },
rt::Site { line: 100, col: 74, width: 1, name: "t" },
rt::Site { line: 101, col: 16, width: 5, name: "" },
rt::Site { line: 101, col: 16, width: 5, name: "<" },
rt::Site { line: 101, col: 16, width: 1, name: "В" },
rt::Site { line: 101, col: 36, width: 22, name: "" },
rt::Site { line: 101, col: 36, width: 22, name: "≠" },
rt::Site { line: 101, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 101, col: 48, width: 5, name: "+" },
rt::Site { line: 101, col: 48, width: 1, name: "t" },
rt::Site { line: 101, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 101, col: 74, width: 5, name: "+" },
rt::Site { line: 101, col: 74, width: 1, name: "t" },
rt::Site { line: 105, col: 16, width: 7, name: "" },
rt::Site { line: 105, col: 16, width: 7, name: "=" },
rt::Site { line: 105, col: 16, width: 3, name: "КОД" },
rt::Site { line: 105, col: 35, width: 11, name: "" },
rt::Site { line: 105, col: 49, width: 16, name: "" },
rt::Site { line: 106, col: 21, width: 7, name: "" },
rt::Site { line: 106, col: 21, width: 7, name: "=" },
rt::Site { line: 106, col: 21, width: 3, name: "КОД" },
rt::Site { line: 106, col: 40, width: 11, name: "" },
rt::Site { line: 106, col: 54, width: 15, name: "" },
rt::Site { line: 107, col: 21, width: 17, name: "" },
rt::Site { line: 107, col: 21, width: 17, name: "∨" },
rt::Site { line: 107, col: 21, width: 7, name: "=" },
rt::Site { line: 107, col: 21, width: 3, name: "КОД" },
rt::Site { line: 107, col: 31, width: 7, name: "=" },
rt::Site { line: 107, col: 31, width: 3, name: "КОД" },
rt::Site { line: 107, col: 50, width: 11, name: "" },
rt::Site { line: 107, col: 64, width: 15, name: "" },
rt::Site { line: 108, col: 24, width: 11, name: "" },
rt::Site { line: 108, col: 38, width: 15, name: "" },
rt::Site { line: 109, col: 13, width: 43, name: "" },
rt::Site { line: 109, col: 29, width: 27, name: "∧" },
rt::Site { line: 109, col: 29, width: 17, name: "∧" },
rt::Site { line: 109, col: 29, width: 7, name: "≠" },
rt::Site { line: 109, col: 29, width: 3, name: "КОД" },
rt::Site { line: 109, col: 39, width: 7, name: "≠" },
rt::Site { line: 109, col: 39, width: 3, name: "КОД" },
rt::Site { line: 109, col: 49, width: 7, name: "≠" },
rt::Site { line: 109, col: 49, width: 3, name: "КОД" },
rt::Site { line: 110, col: 13, width: 1, name: "k" },
rt::Site { line: 110, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 110, col: 17, width: 1, name: "k" },
rt::Site { line: 110, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 112, col: 15, width: 6, name: "" },
rt::Site { line: 112, col: 20, width: 1, name: "В" },
rt::Site { line: 112, col: 24, width: 6, name: "" },
rt::Site { line: 112, col: 29, width: 1, name: "Г" },
rt::Site { line: 113, col: 13, width: 1, name: "" },
rt::Site { line: 114, col: 20, width: 20, name: "+" },
rt::Site { line: 114, col: 20, width: 1, name: "x" },
rt::Site { line: 114, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 114, col: 38, width: 1, name: "k" },
rt::Site { line: 114, col: 43, width: 27, name: "" },
rt::Site { line: 114, col: 48, width: 22, name: "+" },
rt::Site { line: 114, col: 48, width: 1, name: "y" },
rt::Site { line: 114, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 114, col: 68, width: 1, name: "k" },
rt::Site { line: 115, col: 18, width: 29, name: "" },
rt::Site { line: 115, col: 18, width: 29, name: "∧" },
rt::Site { line: 115, col: 18, width: 21, name: "∧" },
rt::Site { line: 115, col: 18, width: 13, name: "∧" },
rt::Site { line: 115, col: 18, width: 5, name: "≥" },
rt::Site { line: 115, col: 18, width: 1, name: "x" },
rt::Site { line: 115, col: 26, width: 5, name: "<" },
rt::Site { line: 115, col: 26, width: 1, name: "x" },
rt::Site { line: 115, col: 34, width: 5, name: "≥" },
rt::Site { line: 115, col: 34, width: 1, name: "y" },
rt::Site { line: 115, col: 42, width: 5, name: "<" },
rt::Site { line: 115, col: 42, width: 1, name: "y" },
rt::Site { line: 117, col: 17, width: 18, name: "" },
rt::Site { line: 117, col: 22, width: 13, name: "+" },
rt::Site { line: 117, col: 22, width: 9, name: "+" },
rt::Site { line: 117, col: 22, width: 5, name: "×" },
rt::Site { line: 117, col: 26, width: 1, name: "y" },
rt::Site { line: 117, col: 30, width: 1, name: "x" },
rt::Site { line: 118, col: 20, width: 17, name: "" },
rt::Site { line: 118, col: 20, width: 17, name: "=" },
rt::Site { line: 118, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 118, col: 31, width: 1, name: "t" },
rt::Site { line: 120, col: 19, width: 19, name: "" },
rt::Site { line: 120, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 120, col: 36, width: 1, name: "t" },
rt::Site { line: 121, col: 22, width: 5, name: "" },
rt::Site { line: 121, col: 22, width: 5, name: "≠" },
rt::Site { line: 121, col: 22, width: 1, name: "С" },
rt::Site { line: 122, col: 28, width: 41, name: "" },
rt::Site { line: 122, col: 28, width: 41, name: "∨" },
rt::Site { line: 122, col: 28, width: 19, name: "=" },
rt::Site { line: 122, col: 28, width: 15, name: "-" },
rt::Site { line: 122, col: 28, width: 1, name: "С" },
rt::Site { line: 122, col: 32, width: 11, name: "×" },
rt::Site { line: 122, col: 32, width: 6, name: "÷" },
rt::Site { line: 122, col: 32, width: 1, name: "С" },
rt::Site { line: 122, col: 50, width: 19, name: "=" },
rt::Site { line: 122, col: 50, width: 15, name: "-" },
rt::Site { line: 122, col: 50, width: 1, name: "С" },
rt::Site { line: 122, col: 54, width: 11, name: "×" },
rt::Site { line: 122, col: 54, width: 6, name: "÷" },
rt::Site { line: 122, col: 54, width: 1, name: "С" },
rt::Site { line: 122, col: 81, width: 5, name: "" },
rt::Site { line: 122, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 123, col: 19, width: 27, name: "" },
rt::Site { line: 123, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 123, col: 26, width: 5, name: "+" },
rt::Site { line: 123, col: 26, width: 1, name: "m" },
rt::Site { line: 123, col: 36, width: 10, name: "+" },
rt::Site { line: 123, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 123, col: 45, width: 1, name: "t" },
rt::Site { line: 124, col: 19, width: 53, name: "" },
rt::Site { line: 124, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 124, col: 26, width: 5, name: "+" },
rt::Site { line: 124, col: 26, width: 1, name: "m" },
rt::Site { line: 124, col: 36, width: 36, name: "" },
rt::Site { line: 124, col: 38, width: 32, name: "+" },
rt::Site { line: 124, col: 38, width: 10, name: "+" },
rt::Site { line: 124, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 124, col: 47, width: 1, name: "t" },
rt::Site { line: 124, col: 51, width: 19, name: "×" },
rt::Site { line: 124, col: 60, width: 10, name: "+" },
rt::Site { line: 124, col: 60, width: 1, name: "С" },
rt::Site { line: 124, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 125, col: 19, width: 10, name: "" },
rt::Site { line: 125, col: 24, width: 5, name: "+" },
rt::Site { line: 125, col: 24, width: 1, name: "m" },
rt::Site { line: 126, col: 22, width: 20, name: "" },
rt::Site { line: 126, col: 22, width: 20, name: "∧" },
rt::Site { line: 126, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 126, col: 37, width: 5, name: "=" },
rt::Site { line: 126, col: 37, width: 1, name: "С" },
rt::Site { line: 126, col: 54, width: 3, name: "" },
rt::Site { line: 130, col: 16, width: 20, name: "" },
rt::Site { line: 130, col: 16, width: 20, name: "∧" },
rt::Site { line: 130, col: 16, width: 7, name: "=" },
rt::Site { line: 130, col: 16, width: 3, name: "КОД" },
rt::Site { line: 130, col: 26, width: 10, name: "=" },
rt::Site { line: 130, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 130, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 18, width: 55, name: "" },
rt::Site { line: 132, col: 18, width: 55, name: "=" },
rt::Site { line: 132, col: 18, width: 51, name: "-" },
rt::Site { line: 132, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 132, col: 29, width: 7, name: "+" },
rt::Site { line: 132, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 40, width: 29, name: "×" },
rt::Site { line: 132, col: 40, width: 24, name: "÷" },
rt::Site { line: 132, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 132, col: 51, width: 7, name: "+" },
rt::Site { line: 132, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 133, col: 27, width: 7, name: "+" },
rt::Site { line: 133, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 36, width: 7, name: "+" },
rt::Site { line: 133, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 18, width: 55, name: "" },
rt::Site { line: 134, col: 18, width: 55, name: "=" },
rt::Site { line: 134, col: 18, width: 51, name: "-" },
rt::Site { line: 134, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 134, col: 29, width: 7, name: "-" },
rt::Site { line: 134, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 40, width: 29, name: "×" },
rt::Site { line: 134, col: 40, width: 24, name: "÷" },
rt::Site { line: 134, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 134, col: 51, width: 7, name: "-" },
rt::Site { line: 134, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 135, col: 27, width: 7, name: "-" },
rt::Site { line: 135, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 36, width: 7, name: "-" },
rt::Site { line: 135, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 141, col: 5, width: 1, name: "" },
rt::Site { line: 141, col: 5, width: 1, name: "n" },
rt::Site { line: 141, col: 10, width: 1, name: "m" },
rt::Site { line: 150, col: 26, width: 1, name: "З" },
rt::Site { line: 150, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 150, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 150, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 150, col: 13, width: 12, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 153, col: 5, width: 7, name: "" },
rt::Site { line: 153, col: 10, width: 2, name: "" },
rt::Site { line: 153, col: 11, width: 1, name: "З" },
rt::Site { line: 154, col: 5, width: 17, name: "" },
rt::Site { line: 154, col: 10, width: 12, name: "÷" },
rt::Site { line: 154, col: 10, width: 1, name: "З" },
rt::Site { line: 154, col: 25, width: 21, name: "" },
rt::Site { line: 154, col: 30, width: 16, name: "-" },
rt::Site { line: 154, col: 30, width: 1, name: "З" },
rt::Site { line: 154, col: 34, width: 12, name: "×" },
rt::Site { line: 154, col: 45, width: 1, name: "М" },
rt::Site { line: 155, col: 5, width: 14, name: "" },
rt::Site { line: 155, col: 10, width: 9, name: "÷" },
rt::Site { line: 155, col: 10, width: 1, name: "З" },
rt::Site { line: 155, col: 22, width: 18, name: "" },
rt::Site { line: 155, col: 27, width: 13, name: "-" },
rt::Site { line: 155, col: 27, width: 1, name: "З" },
rt::Site { line: 155, col: 31, width: 9, name: "×" },
rt::Site { line: 155, col: 39, width: 1, name: "С" },
rt::Site { line: 156, col: 5, width: 13, name: "" },
rt::Site { line: 156, col: 11, width: 7, name: "÷" },
rt::Site { line: 156, col: 11, width: 1, name: "З" },
rt::Site { line: 156, col: 21, width: 18, name: "" },
rt::Site { line: 156, col: 27, width: 12, name: "-" },
rt::Site { line: 156, col: 27, width: 1, name: "З" },
rt::Site { line: 156, col: 31, width: 8, name: "×" },
rt::Site { line: 156, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 157, col: 5, width: 19, name: "" },
rt::Site { line: 157, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 157, col: 16, width: 2, name: "НА" },
rt::Site { line: 157, col: 27, width: 20, name: "" },
rt::Site { line: 157, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 157, col: 39, width: 2, name: "НА" },
rt::Site { line: 157, col: 46, width: 1, name: "С" },
rt::Site { line: 158, col: 5, width: 19, name: "" },
rt::Site { line: 158, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 158, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 158, col: 23, width: 1, name: "М" },
rt::Site { line: 158, col: 27, width: 1, name: "" },
rt::Site { line: 158, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 158, col: 37, width: 6, name: "÷" },
rt::Site { line: 158, col: 37, width: 1, name: "М" },
rt::Site { line: 158, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 166, col: 28, width: 1, name: "i" },
rt::Site { line: 166, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 166, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 166, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 166, col: 13, width: 14, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 169, col: 8, width: 21, name: "" },
rt::Site { line: 169, col: 8, width: 21, name: "=" },
rt::Site { line: 169, col: 8, width: 15, name: "÷" },
rt::Site { line: 169, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 169, col: 15, width: 1, name: "i" },
rt::Site { line: 169, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 7, width: 27, name: "" },
rt::Site { line: 171, col: 13, width: 21, name: "-" },
rt::Site { line: 171, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 171, col: 20, width: 1, name: "i" },
rt::Site { line: 171, col: 25, width: 9, name: "×" },
rt::Site { line: 171, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 172, col: 10, width: 27, name: "" },
rt::Site { line: 172, col: 10, width: 27, name: "∨" },
rt::Site { line: 172, col: 10, width: 12, name: "=" },
rt::Site { line: 172, col: 10, width: 2, name: "НА" },
rt::Site { line: 172, col: 15, width: 7, name: "+" },
rt::Site { line: 172, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 172, col: 25, width: 12, name: "=" },
rt::Site { line: 172, col: 25, width: 2, name: "НА" },
rt::Site { line: 172, col: 30, width: 7, name: "-" },
rt::Site { line: 172, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 9, width: 19, name: "" },
rt::Site { line: 174, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 174, col: 25, width: 2, name: "НА" },
rt::Site { line: 175, col: 12, width: 19, name: "" },
rt::Site { line: 175, col: 12, width: 19, name: "=" },
rt::Site { line: 175, col: 12, width: 15, name: "-" },
rt::Site { line: 175, col: 12, width: 1, name: "К" },
rt::Site { line: 175, col: 16, width: 11, name: "×" },
rt::Site { line: 175, col: 16, width: 6, name: "÷" },
rt::Site { line: 175, col: 16, width: 1, name: "К" },
rt::Site { line: 176, col: 15, width: 19, name: "" },
rt::Site { line: 176, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 176, col: 26, width: 2, name: "НА" },
rt::Site { line: 176, col: 37, width: 24, name: "" },
rt::Site { line: 176, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 176, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 176, col: 56, width: 5, name: "+" },
rt::Site { line: 176, col: 56, width: 1, name: "К" },
rt::Site { line: 176, col: 64, width: 25, name: "" },
rt::Site { line: 176, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 176, col: 74, width: 6, name: "÷" },
rt::Site { line: 176, col: 74, width: 1, name: "К" },
rt::Site { line: 176, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 189, col: 29, width: 1, name: "i" },
rt::Site { line: 189, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 189, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 189, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 189, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 189, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 189, col: 13, width: 15, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 193, col: 5, width: 14, name: "" },
rt::Site { line: 193, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 193, col: 17, width: 1, name: "i" },
rt::Site { line: 194, col: 8, width: 5, name: "" },
rt::Site { line: 194, col: 8, width: 5, name: "<" },
rt::Site { line: 194, col: 8, width: 1, name: "Х" },
rt::Site { line: 196, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 197, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 197, col: 25, width: 16, name: "" },
rt::Site { line: 197, col: 25, width: 16, name: "=" },
rt::Site { line: 197, col: 25, width: 10, name: "q" },
rt::Site { line: 197, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 197, col: 46, width: 5, name: "-" },
rt::Site { line: 197, col: 46, width: 1, name: "i" },
rt::Site { line: 197, col: 57, width: 5, name: "-" },
rt::Site { line: 197, col: 57, width: 1, name: "i" },
rt::Site { line: 198, col: 12, width: 16, name: "" },
rt::Site { line: 198, col: 12, width: 16, name: ">" },
rt::Site { line: 198, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 199, col: 13, width: 5, name: "" },
rt::Site { line: 199, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 201, col: 8, width: 7, name: "" },
rt::Site { line: 201, col: 8, width: 7, name: "<" },
rt::Site { line: 201, col: 8, width: 1, name: "Х" },
rt::Site { line: 201, col: 27, width: 5, name: "" },
rt::Site { line: 201, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 202, col: 5, width: 13, name: "" },
rt::Site { line: 202, col: 11, width: 7, name: "÷" },
rt::Site { line: 202, col: 11, width: 1, name: "Х" },
rt::Site { line: 202, col: 21, width: 18, name: "" },
rt::Site { line: 202, col: 27, width: 12, name: "-" },
rt::Site { line: 202, col: 27, width: 1, name: "Х" },
rt::Site { line: 202, col: 31, width: 8, name: "×" },
rt::Site { line: 202, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 203, col: 5, width: 19, name: "" },
rt::Site { line: 203, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 203, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 203, col: 27, width: 11, name: "" },
rt::Site { line: 203, col: 32, width: 6, name: "÷" },
rt::Site { line: 203, col: 32, width: 1, name: "М" },
rt::Site { line: 203, col: 41, width: 17, name: "" },
rt::Site { line: 203, col: 48, width: 10, name: "-" },
rt::Site { line: 203, col: 48, width: 1, name: "М" },
rt::Site { line: 203, col: 52, width: 6, name: "×" },
rt::Site { line: 203, col: 57, width: 1, name: "j" },
rt::Site { line: 204, col: 8, width: 17, name: "" },
rt::Site { line: 204, col: 8, width: 17, name: ">" },
rt::Site { line: 204, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 204, col: 15, width: 5, name: "+" },
rt::Site { line: 204, col: 15, width: 1, name: "i" },
rt::Site { line: 204, col: 37, width: 16, name: "" },
rt::Site { line: 204, col: 37, width: 10, name: "q" },
rt::Site { line: 204, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 204, col: 56, width: 21, name: "" },
rt::Site { line: 204, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 204, col: 70, width: 5, name: "+" },
rt::Site { line: 204, col: 70, width: 1, name: "i" },
rt::Site { line: 205, col: 10, width: 15, name: "" },
rt::Site { line: 205, col: 10, width: 10, name: "q" },
rt::Site { line: 205, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 206, col: 8, width: 7, name: "" },
rt::Site { line: 206, col: 8, width: 7, name: "=" },
rt::Site { line: 206, col: 8, width: 3, name: "КОД" },
rt::Site { line: 206, col: 21, width: 9, name: "" },
rt::Site { line: 206, col: 38, width: 7, name: "" },
rt::Site { line: 206, col: 38, width: 7, name: "=" },
rt::Site { line: 206, col: 38, width: 3, name: "КОД" },
rt::Site { line: 206, col: 51, width: 8, name: "" },
rt::Site { line: 207, col: 5, width: 19, name: "" },
rt::Site { line: 207, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 207, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 207, col: 27, width: 30, name: "" },
rt::Site { line: 207, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 207, col: 38, width: 2, name: "НА" },
rt::Site { line: 207, col: 45, width: 12, name: "+" },
rt::Site { line: 207, col: 45, width: 6, name: "×" },
rt::Site { line: 207, col: 50, width: 1, name: "j" },
rt::Site { line: 207, col: 54, width: 3, name: "КОД" },
rt::Site { line: 208, col: 5, width: 20, name: "" },
rt::Site { line: 208, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 208, col: 17, width: 2, name: "НА" },
rt::Site { line: 208, col: 28, width: 18, name: "" },
rt::Site { line: 208, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 208, col: 38, width: 1, name: "j" },
rt::Site { line: 208, col: 44, width: 2, name: "НА" },
rt::Site { line: 209, col: 5, width: 22, name: "" },
rt::Site { line: 209, col: 16, width: 11, name: "+" },
rt::Site { line: 209, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 210, col: 8, width: 43, name: "" },
rt::Site { line: 210, col: 8, width: 43, name: "∧" },
rt::Site { line: 210, col: 8, width: 14, name: "=" },
rt::Site { line: 210, col: 8, width: 10, name: "-" },
rt::Site { line: 210, col: 8, width: 1, name: "М" },
rt::Site { line: 210, col: 12, width: 6, name: "×" },
rt::Site { line: 210, col: 17, width: 1, name: "j" },
rt::Site { line: 210, col: 26, width: 25, name: "∨" },
rt::Site { line: 210, col: 26, width: 11, name: "=" },
rt::Site { line: 210, col: 26, width: 2, name: "НА" },
rt::Site { line: 210, col: 31, width: 6, name: "+" },
rt::Site { line: 210, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 40, width: 11, name: "=" },
rt::Site { line: 210, col: 40, width: 2, name: "НА" },
rt::Site { line: 210, col: 45, width: 6, name: "-" },
rt::Site { line: 210, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 7, width: 42, name: "" },
rt::Site { line: 214, col: 18, width: 7, name: "" },
rt::Site { line: 214, col: 18, width: 7, name: ">" },
rt::Site { line: 214, col: 18, width: 2, name: "НА" },
rt::Site { line: 214, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 31, width: 6, name: "+" },
rt::Site { line: 214, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 43, width: 6, name: "-" },
rt::Site { line: 214, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 52, width: 24, name: "" },
rt::Site { line: 214, col: 63, width: 13, name: "÷" },
rt::Site { line: 214, col: 64, width: 7, name: "+" },
rt::Site { line: 214, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 69, width: 2, name: "НА" },
rt::Site { line: 215, col: 7, width: 29, name: "" },
rt::Site { line: 215, col: 16, width: 20, name: "-" },
rt::Site { line: 215, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 215, col: 39, width: 21, name: "" },
rt::Site { line: 215, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 215, col: 63, width: 32, name: "" },
rt::Site { line: 215, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 215, col: 73, width: 10, name: "÷" },
rt::Site { line: 215, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 215, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 216, col: 7, width: 19, name: "" },
rt::Site { line: 216, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 216, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 216, col: 29, width: 24, name: "" },
rt::Site { line: 216, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 216, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 217, col: 7, width: 29, name: "" },
rt::Site { line: 217, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 217, col: 24, width: 11, name: "-" },
rt::Site { line: 217, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 218, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 219, col: 7, width: 19, name: "" },
rt::Site { line: 219, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 29, width: 28, name: "" },
rt::Site { line: 219, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 219, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 220, col: 13, width: 13, name: "" },
rt::Site { line: 221, col: 5, width: 1, name: "" },
rt::Site { line: 222, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 222, col: 29, width: 28, name: "" },
rt::Site { line: 222, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 222, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 223, col: 13, width: 5, name: "" },
rt::Site { line: 223, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 225, col: 3, width: 1, name: "" },
rt::Site { line: 226, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 226, col: 22, width: 11, name: "-" },
rt::Site { line: 226, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 227, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 228, col: 5, width: 1, name: "" },
rt::Site { line: 228, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 228, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 228, col: 29, width: 1, name: "n" },
rt::Site { line: 237, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 237, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 237, col: 13, width: 10, name: "ВВОД ФИГУР" },
rt::Site { line: 239, col: 5, width: 8, name: "input" },
rt::Site { line: 240, col: 5, width: 42, name: "j" },
rt::Site { line: 240, col: 9, width: 1, name: "j" },
rt::Site { line: 240, col: 35, width: 12, name: "" },
rt::Site { line: 240, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 240, col: 40, width: 1, name: "j" },
rt::Site { line: 241, col: 5, width: 1, name: "j" },
rt::Site { line: 241, col: 9, width: 1, name: "j" },
rt::Site { line: 241, col: 29, width: 1, name: "k" },
rt::Site { line: 243, col: 7, width: 16, name: "input" },
rt::Site { line: 244, col: 7, width: 51, name: "" },
rt::Site { line: 244, col: 15, width: 43, name: "+" },
rt::Site { line: 244, col: 15, width: 30, name: "×" },
rt::Site { line: 244, col: 20, width: 25, name: "-" },
rt::Site { line: 244, col: 20, width: 21, name: "-" },
rt::Site { line: 244, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 27, width: 14, name: "×" },
rt::Site { line: 244, col: 27, width: 9, name: "÷" },
rt::Site { line: 244, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 49, width: 9, name: "÷" },
rt::Site { line: 244, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 245, col: 7, width: 15, name: "" },
rt::Site { line: 245, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 245, col: 12, width: 1, name: "j" },
rt::Site { line: 245, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 245, col: 25, width: 1, name: "" },
rt::Site { line: 245, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 245, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 245, col: 40, width: 12, name: "+" },
rt::Site { line: 245, col: 40, width: 6, name: "×" },
rt::Site { line: 245, col: 45, width: 1, name: "j" },
rt::Site { line: 245, col: 49, width: 3, name: "КОД" },
rt::Site { line: 254, col: 13, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 263, col: 8, width: 11, name: "" },
rt::Site { line: 263, col: 8, width: 11, name: "=" },
rt::Site { line: 263, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 265, col: 7, width: 15, name: "" },
rt::Site { line: 265, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 265, col: 19, width: 2, name: "Б1" },
rt::Site { line: 266, col: 7, width: 11, name: "output" },
rt::Site { line: 266, col: 21, width: 21, name: "outstring" },
rt::Site { line: 267, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 267, col: 19, width: 7, name: "÷" },
rt::Site { line: 267, col: 19, width: 1, name: "Х" },
rt::Site { line: 267, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 267, col: 42, width: 17, name: "-" },
rt::Site { line: 267, col: 42, width: 1, name: "Х" },
rt::Site { line: 267, col: 46, width: 13, name: "×" },
rt::Site { line: 267, col: 46, width: 7, name: "÷" },
rt::Site { line: 267, col: 46, width: 1, name: "Х" },
rt::Site { line: 268, col: 10, width: 10, name: "" },
rt::Site { line: 268, col: 10, width: 10, name: "=" },
rt::Site { line: 268, col: 10, width: 4, name: "q" },
rt::Site { line: 268, col: 25, width: 38, name: "outchar" },
rt::Site { line: 268, col: 44, width: 18, name: "-" },
rt::Site { line: 268, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 268, col: 51, width: 6, name: "+" },
rt::Site { line: 268, col: 51, width: 2, name: "Б1" },
rt::Site { line: 270, col: 5, width: 1, name: "Г" },
rt::Site { line: 270, col: 9, width: 1, name: "Г" },
rt::Site { line: 272, col: 7, width: 11, name: "output" },
rt::Site { line: 272, col: 21, width: 29, name: "outchar" },
rt::Site { line: 272, col: 44, width: 5, name: "+" },
rt::Site { line: 272, col: 44, width: 1, name: "Г" },
rt::Site { line: 272, col: 53, width: 17, name: "outstring" },
rt::Site { line: 273, col: 7, width: 1, name: "В" },
rt::Site { line: 273, col: 11, width: 1, name: "В" },
rt::Site { line: 275, col: 9, width: 27, name: "" },
rt::Site { line: 275, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 275, col: 26, width: 9, name: "+" },
rt::Site { line: 275, col: 26, width: 5, name: "×" },
rt::Site { line: 275, col: 30, width: 1, name: "Г" },
rt::Site { line: 275, col: 34, width: 1, name: "В" },
rt::Site { line: 276, col: 12, width: 5, name: "" },
rt::Site { line: 276, col: 12, width: 5, name: "≠" },
rt::Site { line: 276, col: 12, width: 1, name: "К" },
rt::Site { line: 276, col: 23, width: 39, name: "outchar" },
rt::Site { line: 276, col: 46, width: 15, name: "-" },
rt::Site { line: 276, col: 46, width: 1, name: "К" },
rt::Site { line: 276, col: 50, width: 11, name: "×" },
rt::Site { line: 276, col: 50, width: 6, name: "÷" },
rt::Site { line: 276, col: 50, width: 1, name: "К" },
rt::Site { line: 279, col: 11, width: 28, name: "" },
rt::Site { line: 279, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 279, col: 29, width: 9, name: "+" },
rt::Site { line: 279, col: 29, width: 5, name: "×" },
rt::Site { line: 279, col: 33, width: 1, name: "Г" },
rt::Site { line: 279, col: 37, width: 1, name: "В" },
rt::Site { line: 280, col: 14, width: 5, name: "" },
rt::Site { line: 280, col: 14, width: 5, name: "≠" },
rt::Site { line: 280, col: 14, width: 1, name: "К" },
rt::Site { line: 280, col: 25, width: 39, name: "outchar" },
rt::Site { line: 280, col: 48, width: 15, name: "-" },
rt::Site { line: 280, col: 48, width: 1, name: "К" },
rt::Site { line: 280, col: 52, width: 11, name: "×" },
rt::Site { line: 280, col: 52, width: 6, name: "÷" },
rt::Site { line: 280, col: 52, width: 1, name: "К" },
rt::Site { line: 280, col: 70, width: 17, name: "outstring" },
rt::Site { line: 284, col: 5, width: 11, name: "output" },
rt::Site { line: 284, col: 19, width: 26, name: "outstring" },
rt::Site { line: 284, col: 48, width: 11, name: "output" },
rt::Site { line: 45, col: 22, width: 2, name: "НА" },
rt::Site { line: 45, col: 26, width: 1, name: "Е" },
rt::Site { line: 45, col: 15, width: 6, name: "ЗАПИСЬ" },
rt::Site { line: 47, col: 7, width: 20, name: "" },
rt::Site { line: 47, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 47, col: 24, width: 2, name: "НА" },
rt::Site { line: 48, col: 10, width: 41, name: "" },
rt::Site { line: 48, col: 10, width: 41, name: "∨" },
rt::Site { line: 48, col: 10, width: 19, name: "=" },
rt::Site { line: 48, col: 10, width: 15, name: "-" },
rt::Site { line: 48, col: 10, width: 1, name: "С" },
rt::Site { line: 48, col: 14, width: 11, name: "×" },
rt::Site { line: 48, col: 14, width: 6, name: "÷" },
rt::Site { line: 48, col: 14, width: 1, name: "С" },
rt::Site { line: 48, col: 32, width: 19, name: "=" },
rt::Site { line: 48, col: 32, width: 15, name: "-" },
rt::Site { line: 48, col: 32, width: 1, name: "С" },
rt::Site { line: 48, col: 36, width: 11, name: "×" },
rt::Site { line: 48, col: 36, width: 6, name: "÷" },
rt::Site { line: 48, col: 36, width: 1, name: "С" },
rt::Site { line: 48, col: 63, width: 5, name: "" },
rt::Site { line: 48, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 49, col: 7, width: 10, name: "" },
rt::Site { line: 49, col: 12, width: 5, name: "+" },
rt::Site { line: 49, col: 12, width: 1, name: "m" },
rt::Site { line: 49, col: 20, width: 24, name: "" },
rt::Site { line: 49, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 49, col: 27, width: 1, name: "m" },
rt::Site { line: 49, col: 33, width: 11, name: "+" },
rt::Site { line: 49, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 49, col: 42, width: 2, name: "НА" },
rt::Site { line: 50, col: 10, width: 5, name: "" },
rt::Site { line: 50, col: 10, width: 5, name: ">" },
rt::Site { line: 50, col: 10, width: 1, name: "Е" },
rt::Site { line: 50, col: 27, width: 10, name: "" },
rt::Site { line: 50, col: 32, width: 5, name: "+" },
rt::Site { line: 50, col: 32, width: 1, name: "m" },
rt::Site { line: 50, col: 40, width: 15, name: "" },
rt::Site { line: 50, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 50, col: 47, width: 1, name: "m" },
rt::Site { line: 50, col: 53, width: 1, name: "Е" },
rt::Site { line: 51, col: 7, width: 10, name: "" },
rt::Site { line: 51, col: 12, width: 5, name: "+" },
rt::Site { line: 51, col: 12, width: 1, name: "m" },
rt::Site { line: 51, col: 20, width: 1, name: "" },
rt::Site { line: 51, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 51, col: 27, width: 1, name: "m" },
rt::Site { line: 51, col: 33, width: 1, name: "" },
rt::Site { line: 51, col: 35, width: 33, name: "+" },
rt::Site { line: 51, col: 35, width: 11, name: "+" },
rt::Site { line: 51, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 51, col: 44, width: 2, name: "НА" },
rt::Site { line: 51, col: 49, width: 19, name: "×" },
rt::Site { line: 51, col: 58, width: 10, name: "+" },
rt::Site { line: 51, col: 58, width: 1, name: "С" },
rt::Site { line: 51, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 54, col: 25, width: 2, name: "НА" },
rt::Site { line: 54, col: 15, width: 9, name: "ХОД ПЕШКИ" },
rt::Site { line: 55, col: 10, width: 16, name: "" },
rt::Site { line: 55, col: 10, width: 16, name: "∨" },
rt::Site { line: 55, col: 10, width: 7, name: ">" },
rt::Site { line: 55, col: 10, width: 2, name: "НА" },
rt::Site { line: 55, col: 20, width: 6, name: "<" },
rt::Site { line: 55, col: 20, width: 2, name: "НА" },
rt::Site { line: 56, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 57, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 25, width: 2, name: "НА" },
rt::Site { line: 59, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 59, col: 15, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 61, col: 10, width: 11, name: "" },
rt::Site { line: 61, col: 10, width: 11, name: ">" },
rt::Site { line: 61, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 61, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 61, col: 33, width: 14, name: "" },
rt::Site { line: 61, col: 39, width: 8, name: "+" },
rt::Site { line: 61, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 61, col: 50, width: 15, name: "" },
rt::Site { line: 61, col: 56, width: 8, name: "-" },
rt::Site { line: 61, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 62, col: 18, width: 14, name: "" },
rt::Site { line: 62, col: 24, width: 8, name: "+" },
rt::Site { line: 62, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 62, col: 35, width: 15, name: "" },
rt::Site { line: 62, col: 41, width: 8, name: "-" },
rt::Site { line: 62, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 63, col: 7, width: 1, name: "П" },
rt::Site { line: 63, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 63, col: 11, width: 1, name: "П" },
rt::Site { line: 63, col: 32, width: 2, name: "ДО" },
rt::Site { line: 64, col: 12, width: 38, name: "" },
rt::Site { line: 64, col: 12, width: 38, name: "∨" },
rt::Site { line: 64, col: 12, width: 17, name: "≠" },
rt::Site { line: 64, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 64, col: 23, width: 1, name: "П" },
rt::Site { line: 64, col: 32, width: 18, name: "≠" },
rt::Site { line: 64, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 64, col: 44, width: 1, name: "П" },
rt::Site { line: 64, col: 62, width: 6, name: "" },
rt::Site { line: 65, col: 7, width: 10, name: "" },
rt::Site { line: 65, col: 12, width: 5, name: "+" },
rt::Site { line: 65, col: 12, width: 1, name: "m" },
rt::Site { line: 65, col: 20, width: 24, name: "" },
rt::Site { line: 65, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 65, col: 27, width: 1, name: "m" },
rt::Site { line: 65, col: 33, width: 11, name: "+" },
rt::Site { line: 65, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 65, col: 42, width: 2, name: "НА" },
rt::Site { line: 66, col: 7, width: 10, name: "" },
rt::Site { line: 66, col: 12, width: 5, name: "+" },
rt::Site { line: 66, col: 12, width: 1, name: "m" },
rt::Site { line: 66, col: 20, width: 74, name: "" },
rt::Site { line: 66, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 66, col: 27, width: 1, name: "m" },
rt::Site { line: 66, col: 33, width: 61, name: "" },
rt::Site { line: 66, col: 35, width: 58, name: "+" },
rt::Site { line: 66, col: 35, width: 28, name: "+" },
rt::Site { line: 66, col: 35, width: 10, name: "×" },
rt::Site { line: 66, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 66, col: 48, width: 15, name: "÷" },
rt::Site { line: 66, col: 49, width: 9, name: "+" },
rt::Site { line: 66, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 66, col: 56, width: 2, name: "НА" },
rt::Site { line: 66, col: 66, width: 27, name: "×" },
rt::Site { line: 66, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 66, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 257, col: 27, width: 1, name: "П" },
rt::Site { line: 257, col: 15, width: 11, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 259, col: 7, width: 43, name: "outchar" },
rt::Site { line: 259, col: 30, width: 19, name: "-" },
rt::Site { line: 259, col: 30, width: 1, name: "П" },
rt::Site { line: 259, col: 34, width: 15, name: "×" },
rt::Site { line: 259, col: 34, width: 11, name: "÷" },
rt::Site { line: 259, col: 35, width: 5, name: "-" },
rt::Site { line: 259, col: 35, width: 1, name: "П" },
rt::Site { line: 260, col: 7, width: 39, name: "outchar" },
rt::Site { line: 260, col: 30, width: 15, name: "+" },
rt::Site { line: 260, col: 30, width: 11, name: "÷" },
rt::Site { line: 260, col: 31, width: 5, name: "-" },
rt::Site { line: 260, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-4.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_block, input, out, limits, stack_budget)
}

/// The program's outermost block.
fn main_block(rt: &Rt, f: &Fr) -> R<()> {
    // 26: integer array РУБЕЖ ХОДОВ, q[0:9], СПИСОК[1:7700];
    { let b = vec![(rt.int(V::Int(0), 0)?, rt.int(V::Int(9), 0)?)]; rt.declare_arrays(f, &[13, 14], Ty::Integer, b, 0)?; }
    // 26: integer array РУБЕЖ ХОДОВ, q[0:9], СПИСОК[1:7700];
    { let b = vec![(rt.int(V::Int(1), 1)?, rt.int(V::Int(7700), 1)?)]; rt.declare_arrays(f, &[15], Ty::Integer, b, 1)?; }
    // 27: Boolean array ВОЗМОЖЕН ПАТ[1:3];
    { let b = vec![(rt.int(V::Int(1), 2)?, rt.int(V::Int(3), 2)?)]; rt.declare_arrays(f, &[16], Ty::Boolean, b, 2)?; }
    // 28: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(1), 3)?, rt.int(V::Int(64), 3)?)]; rt.declare_arrays(f, &[17, 18], Ty::Integer, b, 3)?; }
    // 28: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(0), 4)?, rt.int(V::Int(16), 4)?)]; rt.declare_arrays(f, &[19, 20], Ty::Integer, b, 4)?; }
    // 29: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    { let b = vec![(rt.int(V::Int(1), 5)?, rt.int(V::Int(16), 5)?)]; rt.declare_arrays(f, &[21, 22], Ty::Integer, b, 5)?; }
    const LABELS: &[usize] = &[32, 38, 56, 95, 101, 104, 109, 112, 114, 118, 124, 128, 132, 133, 134, 138, 140, 144, 148, 149, 150, 154, 156, 160, 164, 165, 168, 169, 170, 171, 175, 176];
    let mut pc = 0;
    loop {
        match main_block_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `main_block` from instruction `pc` on.
fn main_block_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 290: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                rt.step(Some(6))?;
                { let i = rt.int(V::Int(1), 7)?; let v = V::Int(1); rt.store1(f, 21, i, v, 7, 6)?; }
                rt.step(Some(8))?;
                { let i = rt.int(V::Int(1), 9)?; let v = V::Int(0); rt.store1(f, 22, i, v, 9, 8)?; }
                // 291: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                rt.step(Some(10))?;
                { let i = rt.int(V::Int(2), 11)?; let v = V::Int(-1); rt.store1(f, 21, i, v, 11, 10)?; }
                rt.step(Some(12))?;
                { let i = rt.int(V::Int(2), 13)?; let v = V::Int(0); rt.store1(f, 22, i, v, 13, 12)?; }
                // 292: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                rt.step(Some(14))?;
                { let i = rt.int(V::Int(3), 15)?; let v = V::Int(0); rt.store1(f, 21, i, v, 15, 14)?; }
                rt.step(Some(16))?;
                { let i = rt.int(V::Int(3), 17)?; let v = V::Int(1); rt.store1(f, 22, i, v, 17, 16)?; }
                // 293: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                rt.step(Some(18))?;
                { let i = rt.int(V::Int(4), 19)?; let v = V::Int(0); rt.store1(f, 21, i, v, 19, 18)?; }
                rt.step(Some(20))?;
                { let i = rt.int(V::Int(4), 21)?; let v = V::Int(-1); rt.store1(f, 22, i, v, 21, 20)?; }
                // 294: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                rt.step(Some(22))?;
                { let i = rt.int(V::Int(5), 23)?; let v = V::Int(1); rt.store1(f, 21, i, v, 23, 22)?; }
                rt.step(Some(24))?;
                { let i = rt.int(V::Int(5), 25)?; let v = V::Int(1); rt.store1(f, 22, i, v, 25, 24)?; }
                // 295: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                rt.step(Some(26))?;
                { let i = rt.int(V::Int(6), 27)?; let v = V::Int(1); rt.store1(f, 21, i, v, 27, 26)?; }
                rt.step(Some(28))?;
                { let i = rt.int(V::Int(6), 29)?; let v = V::Int(-1); rt.store1(f, 22, i, v, 29, 28)?; }
                // 296: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                rt.step(Some(30))?;
                { let i = rt.int(V::Int(7), 31)?; let v = V::Int(-1); rt.store1(f, 21, i, v, 31, 30)?; }
                rt.step(Some(32))?;
                { let i = rt.int(V::Int(7), 33)?; let v = V::Int(1); rt.store1(f, 22, i, v, 33, 32)?; }
                // 297: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                rt.step(Some(34))?;
                { let i = rt.int(V::Int(8), 35)?; let v = V::Int(-1); rt.store1(f, 21, i, v, 35, 34)?; }
                rt.step(Some(36))?;
                { let i = rt.int(V::Int(8), 37)?; let v = V::Int(-1); rt.store1(f, 22, i, v, 37, 36)?; }
                // 298: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                rt.step(Some(38))?;
                { let i = rt.int(V::Int(9), 39)?; let v = V::Int(1); rt.store1(f, 21, i, v, 39, 38)?; }
                rt.step(Some(40))?;
                { let i = rt.int(V::Int(9), 41)?; let v = V::Int(2); rt.store1(f, 22, i, v, 41, 40)?; }
                // 299: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                rt.step(Some(42))?;
                { let i = rt.int(V::Int(10), 43)?; let v = V::Int(2); rt.store1(f, 21, i, v, 43, 42)?; }
                rt.step(Some(44))?;
                { let i = rt.int(V::Int(10), 45)?; let v = V::Int(1); rt.store1(f, 22, i, v, 45, 44)?; }
                // 300: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                rt.step(Some(46))?;
                { let i = rt.int(V::Int(11), 47)?; let v = V::Int(2); rt.store1(f, 21, i, v, 47, 46)?; }
                rt.step(Some(48))?;
                { let i = rt.int(V::Int(11), 49)?; let v = V::Int(-1); rt.store1(f, 22, i, v, 49, 48)?; }
                // 301: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                rt.step(Some(50))?;
                { let i = rt.int(V::Int(12), 51)?; let v = V::Int(1); rt.store1(f, 21, i, v, 51, 50)?; }
                rt.step(Some(52))?;
                { let i = rt.int(V::Int(12), 53)?; let v = V::Int(-2); rt.store1(f, 22, i, v, 53, 52)?; }
                // 302: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                rt.step(Some(54))?;
                { let i = rt.int(V::Int(13), 55)?; let v = V::Int(-1); rt.store1(f, 21, i, v, 55, 54)?; }
                rt.step(Some(56))?;
                { let i = rt.int(V::Int(13), 57)?; let v = V::Int(-2); rt.store1(f, 22, i, v, 57, 56)?; }
                // 303: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                rt.step(Some(58))?;
                { let i = rt.int(V::Int(14), 59)?; let v = V::Int(-2); rt.store1(f, 21, i, v, 59, 58)?; }
                rt.step(Some(60))?;
                { let i = rt.int(V::Int(14), 61)?; let v = V::Int(-1); rt.store1(f, 22, i, v, 61, 60)?; }
                // 304: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                rt.step(Some(62))?;
                { let i = rt.int(V::Int(15), 63)?; let v = V::Int(-2); rt.store1(f, 21, i, v, 63, 62)?; }
                rt.step(Some(64))?;
                { let i = rt.int(V::Int(15), 65)?; let v = V::Int(1); rt.store1(f, 22, i, v, 65, 64)?; }
                // 305: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                rt.step(Some(66))?;
                { let i = rt.int(V::Int(16), 67)?; let v = V::Int(-1); rt.store1(f, 21, i, v, 67, 66)?; }
                rt.step(Some(68))?;
                { let i = rt.int(V::Int(16), 69)?; let v = V::Int(2); rt.store1(f, 22, i, v, 69, 68)?; }
                pc = 32;
            }
            32 => {
                // 306: ОЧИСТКА ДОСОК:
                rt.step(Some(70))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 70)?; }
                rt.step(Some(70))?;
                { let v = rt.var(f, 3, 71)?; let b = V::Int(1); let c = V::Int(64); if rt.exhausted(&v, &b, &c, 70)? { pc = 38; continue; } }
                pc = 34;
            }
            34 => {
                rt.step(None)?;
                { pc = 36; continue; }
            }
            35 => {
                rt.step(None)?;
                { pc = 38; continue; }
            }
            36 => {
                // 307: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                rt.step(Some(72))?;
                { let p0 = { let a = rt.array(f, 17, 73)?; let s = [rt.int(rt.var(f, 3, 74)?, 73)?]; rt.elem_place(a, &s, 73)? }; let p1 = { let a = rt.array(f, 18, 75)?; let s = [rt.int(rt.var(f, 3, 76)?, 75)?]; rt.elem_place(a, &s, 75)? }; let v = V::Int(0); rt.store(p0, v.clone(), 72)?; rt.store(p1, v.clone(), 72)?; }
                // 306: ОЧИСТКА ДОСОК:
                rt.step(Some(70))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(64) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 70)? }; pc = if done { 38 } else { 36 }; continue; }
                { let v = rt.var(f, 3, 71)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 70)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 70)?; }
                { let v = rt.var(f, 3, 71)?; let b = V::Int(1); let c = V::Int(64); pc = if rt.exhausted(&v, &b, &c, 70)? { 38 } else { 36 }; continue; }
            }
            38 => {
                // 308: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                rt.step(Some(77))?;
                { rt.input_into(Place::Slot(f.clone(), 0, Some(Ty::Integer)), 77)?; V::Empty };
                rt.step(Some(78))?;
                { let v = rt.bin(Op::Mul, V::Int(2), rt.var(f, 0, 80)?, 79)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 78)?; }
                // 309: for i := 0 step 1 until ss + 1 do
                rt.step(Some(81))?;
                { let v = V::Int(0); rt.store_slot(f, 3, Some(Ty::Integer), v, 81)?; }
                rt.step(Some(81))?;
                { let v = rt.var(f, 3, 82)?; let b = V::Int(1); let c = rt.bin(Op::Add, rt.var(f, 1, 84)?, V::Int(1), 83)?; if rt.exhausted(&v, &b, &c, 81)? { pc = 47; continue; } }
                pc = 42;
            }
            42 => {
                rt.step(None)?;
                { pc = 44; continue; }
            }
            43 => {
                rt.step(None)?;
                { pc = 47; continue; }
            }
            44 => {
                // 310: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                rt.step(Some(85))?;
                { let i = rt.int(rt.var(f, 3, 87)?, 86)?; let v = V::Int(1); rt.store1(f, 13, i, v, 86, 85)?; }
                rt.step(Some(88))?;
                { let i = rt.int(rt.var(f, 3, 90)?, 89)?; let v = V::Int(0); rt.store1(f, 14, i, v, 89, 88)?; }
                // 309: for i := 0 step 1 until ss + 1 do
                rt.step(Some(81))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.bin(Op::Add, rt.var(f, 1, 84)?, V::Int(1), 83)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 81)? }; pc = if done { 47 } else { 44 }; continue; }
                { let v = rt.var(f, 3, 82)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 81)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 81)?; }
                { let v = rt.var(f, 3, 82)?; let b = V::Int(1); let c = rt.bin(Op::Add, rt.var(f, 1, 84)?, V::Int(1), 83)?; pc = if rt.exhausted(&v, &b, &c, 81)? { 47 } else { 44 }; continue; }
            }
            47 => {
                // 314: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                rt.step(Some(91))?;
                { let i = rt.int(V::Int(0), 92)?; let v = V::Int(8); rt.store1(f, 19, i, v, 92, 91)?; }
                rt.step(Some(93))?;
                { let i = rt.int(V::Int(0), 94)?; let v = V::Int(-8); rt.store1(f, 20, i, v, 94, 93)?; }
                // 315: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(95))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 19, 95)?), V::Array(rt.array(f, 17, 95)?)], 95)?;
                rt.step(Some(96))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 20, 96)?), V::Array(rt.array(f, 18, 96)?)], 96)?;
                // 316: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                rt.step(Some(97))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 97)?; }
                rt.step(Some(98))?;
                rt.invoke(&P5, f.clone(), [], 98)?;
                // 317: n := РУБЕЖ ХОДОВ[0];
                rt.step(Some(99))?;
                { let v = { let i = rt.int(V::Int(0), 100)?; rt.get1(f, 13, i, 100)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 99)?; }
                // 318: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                rt.step(Some(101))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 19, 101)?), V::Array(rt.array(f, 17, 101)?), V::Array(rt.array(f, 18, 101)?), V::Loc(f.clone(), 2), V::Label(f.id, 30)], 101)?;
                // 319: РУБЕЖ ХОДОВ[1] := n;
                rt.step(Some(102))?;
                { let i = rt.int(V::Int(1), 103)?; let v = rt.var(f, 2, 104)?; rt.store1(f, 13, i, v, 103, 102)?; }
                pc = 56;
            }
            56 => {
                // 320: НАЧАЛО:
                rt.step(Some(105))?;
                { let v = V::Int(3); rt.store_slot(f, 5, Some(Ty::Integer), v, 105)?; }
                rt.step(Some(105))?;
                { let v = rt.var(f, 5, 106)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(1), 107)?; rt.get1(f, 13, i, 107)? }; if rt.exhausted(&v, &b, &c, 105)? { pc = 173; continue; } }
                pc = 58;
            }
            58 => {
                rt.step(None)?;
                { pc = 60; continue; }
            }
            59 => {
                rt.step(None)?;
                { pc = 173; continue; }
            }
            60 => {
                // 323: ВОЗМОЖЕН ПАТ[1] := true;
                rt.step(Some(108))?;
                { let i = rt.int(V::Int(1), 109)?; let v = V::Bool(true); rt.store1(f, 16, i, v, 109, 108)?; }
                // 324: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                rt.step(Some(110))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 5), V::Array(rt.array(f, 17, 110)?), V::Array(rt.array(f, 18, 110)?), V::Array(rt.array(f, 19, 110)?), V::Array(rt.array(f, 20, 110)?), V::Label(f.id, 29)], 110)?;
                // 325: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                rt.step(Some(111))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(1), 113)?; rt.get1(f, 13, i, 113)? }, V::Int(2), 112)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 111)?; }
                rt.step(Some(111))?;
                { let v = rt.var(f, 6, 114)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(2), 115)?; rt.get1(f, 13, i, 115)? }; if rt.exhausted(&v, &b, &c, 111)? { pc = 162; continue; } }
                pc = 64;
            }
            64 => {
                rt.step(None)?;
                { pc = 66; continue; }
            }
            65 => {
                rt.step(None)?;
                { pc = 162; continue; }
            }
            66 => {
                // 327: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                rt.step(Some(116))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 6), V::Array(rt.array(f, 18, 116)?), V::Array(rt.array(f, 17, 116)?), V::Array(rt.array(f, 20, 116)?), V::Array(rt.array(f, 19, 116)?), V::Label(f.id, 23)], 116)?;
                // 328: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(117))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 119)?, V::Int(2), 118)?, 117)? { pc = 69; continue; }
                pc = 68;
            }
            68 => {
                // 328: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(120))?;
                { pc = 95; continue; }
            }
            69 => {
                // 329: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                rt.step(Some(121))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(2), 123)?; rt.get1(f, 13, i, 123)? }, V::Int(2), 122)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 121)?; }
                rt.step(Some(121))?;
                { let v = rt.var(f, 7, 124)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(3), 125)?; rt.get1(f, 13, i, 125)? }; if rt.exhausted(&v, &b, &c, 121)? { pc = 156; continue; } }
                pc = 71;
            }
            71 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            72 => {
                rt.step(None)?;
                { pc = 156; continue; }
            }
            73 => {
                // 331: ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;
                rt.step(Some(126))?;
                { let i = rt.int(V::Int(1), 127)?; let v = V::Bool(false); rt.store1(f, 16, i, v, 127, 126)?; }
                rt.step(Some(128))?;
                { let i = rt.int(V::Int(2), 129)?; let v = V::Bool(true); rt.store1(f, 16, i, v, 129, 128)?; }
                // 332: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                rt.step(Some(130))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 7), V::Array(rt.array(f, 17, 130)?), V::Array(rt.array(f, 18, 130)?), V::Array(rt.array(f, 19, 130)?), V::Array(rt.array(f, 20, 130)?), V::Label(f.id, 21)], 130)?;
                // 335: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                rt.step(Some(131))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(3), 133)?; rt.get1(f, 13, i, 133)? }, V::Int(2), 132)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 131)?; }
                rt.step(Some(131))?;
                { let v = rt.var(f, 8, 134)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(4), 135)?; rt.get1(f, 13, i, 135)? }; if rt.exhausted(&v, &b, &c, 131)? { pc = 146; continue; } }
                pc = 78;
            }
            78 => {
                rt.step(None)?;
                { pc = 80; continue; }
            }
            79 => {
                rt.step(None)?;
                { pc = 146; continue; }
            }
            80 => {
                // 337: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                rt.step(Some(136))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 8), V::Array(rt.array(f, 18, 136)?), V::Array(rt.array(f, 17, 136)?), V::Array(rt.array(f, 20, 136)?), V::Array(rt.array(f, 19, 136)?), V::Label(f.id, 17)], 136)?;
                // 339: if s = 3 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(137))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 139)?, V::Int(3), 138)?, 137)? { pc = 83; continue; }
                pc = 82;
            }
            82 => {
                // 339: if s = 3 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(140))?;
                { pc = 95; continue; }
            }
            83 => {
                // 340: for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do
                rt.step(Some(141))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(4), 143)?; rt.get1(f, 13, i, 143)? }, V::Int(2), 142)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 141)?; }
                rt.step(Some(141))?;
                { let v = rt.var(f, 9, 144)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(5), 145)?; rt.get1(f, 13, i, 145)? }; if rt.exhausted(&v, &b, &c, 141)? { pc = 140; continue; } }
                pc = 85;
            }
            85 => {
                rt.step(None)?;
                { pc = 87; continue; }
            }
            86 => {
                rt.step(None)?;
                { pc = 140; continue; }
            }
            87 => {
                // 342: ВОЗМОЖЕН ПАТ[2] := false;  ВОЗМОЖЕН ПАТ[3] := true;
                rt.step(Some(146))?;
                { let i = rt.int(V::Int(2), 147)?; let v = V::Bool(false); rt.store1(f, 16, i, v, 147, 146)?; }
                rt.step(Some(148))?;
                { let i = rt.int(V::Int(3), 149)?; let v = V::Bool(true); rt.store1(f, 16, i, v, 149, 148)?; }
                // 343: ВЫПОЛНЕНИЕ ХОДА(Б3, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б3 ПРОДОЛЖЕНИЕ);
                rt.step(Some(150))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 9), V::Array(rt.array(f, 17, 150)?), V::Array(rt.array(f, 18, 150)?), V::Array(rt.array(f, 19, 150)?), V::Array(rt.array(f, 20, 150)?), V::Label(f.id, 15)], 150)?;
                // 344: for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do
                rt.step(Some(151))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(5), 153)?; rt.get1(f, 13, i, 153)? }, V::Int(2), 152)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 151)?; }
                rt.step(Some(151))?;
                { let v = rt.var(f, 10, 154)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(6), 155)?; rt.get1(f, 13, i, 155)? }; if rt.exhausted(&v, &b, &c, 151)? { pc = 130; continue; } }
                pc = 92;
            }
            92 => {
                rt.step(None)?;
                { pc = 94; continue; }
            }
            93 => {
                rt.step(None)?;
                { pc = 130; continue; }
            }
            94 => {
                // 346: ВЫПОЛНЕНИЕ ХОДА(Ч3, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч3 ПРОДОЛЖЕНИЕ);
                rt.step(Some(156))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 10), V::Array(rt.array(f, 18, 156)?), V::Array(rt.array(f, 17, 156)?), V::Array(rt.array(f, 20, 156)?), V::Array(rt.array(f, 19, 156)?), V::Label(f.id, 11)], 156)?;
                pc = 95;
            }
            95 => {
                // 347: ПОСЛЕДНИЙ ХОД:
                rt.step(Some(157))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 161)?, V::Int(2), 160)?, 159)?; rt.get1(f, 13, i, 159)? }, V::Int(2), 158)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 157)?; }
                rt.step(Some(157))?;
                { let v = rt.var(f, 11, 162)?; let b = V::Int(1); let c = { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 165)?, V::Int(1), 164)?, 163)?; rt.get1(f, 13, i, 163)? }; if rt.exhausted(&v, &b, &c, 157)? { pc = 120; continue; } }
                pc = 97;
            }
            97 => {
                rt.step(None)?;
                { pc = 99; continue; }
            }
            98 => {
                rt.step(None)?;
                { pc = 120; continue; }
            }
            99 => {
                // 350: ВОЗМОЖЕН ПАТ[s - 1] := false;
                rt.step(Some(166))?;
                { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 0, 169)?, V::Int(1), 168)?, 167)?; let v = V::Bool(false); rt.store1(f, 16, i, v, 167, 166)?; }
                // 351: ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);
                rt.step(Some(170))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 11), V::Array(rt.array(f, 17, 170)?), V::Array(rt.array(f, 18, 170)?), V::Array(rt.array(f, 19, 170)?), V::Array(rt.array(f, 20, 170)?), V::Label(f.id, 9)], 170)?;
                pc = 101;
            }
            101 => {
                // 352: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                rt.step(Some(171))?;
                { let v = { let i = rt.int(rt.var(f, 1, 173)?, 172)?; rt.get1(f, 13, i, 172)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 171)?; }
                // 354: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                rt.step(Some(174))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 19, 174)?), V::Array(rt.array(f, 17, 174)?), V::Array(rt.array(f, 18, 174)?), V::Loc(f.clone(), 2), V::Label(f.id, 5)], 174)?;
                // 355: go to ББ ПРОДОЛЖЕНИЕ;
                rt.step(Some(175))?;
                { pc = 118; continue; }
            }
            104 => {
                // 356: ШАХ ЧЕРНЫМ:
                rt.step(Some(176))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 180)?, V::Int(1), 179)?, 178)?; rt.get1(f, 13, i, 178)? }, V::Int(2), 177)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 176)?; }
                rt.step(Some(176))?;
                { let v = rt.var(f, 12, 181)?; let b = V::Int(1); let c = { let i = rt.int(rt.var(f, 1, 183)?, 182)?; rt.get1(f, 13, i, 182)? }; if rt.exhausted(&v, &b, &c, 176)? { pc = 114; continue; } }
                pc = 106;
            }
            106 => {
                rt.step(None)?;
                { pc = 108; continue; }
            }
            107 => {
                rt.step(None)?;
                { pc = 114; continue; }
            }
            108 => {
                // 359: ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);
                rt.step(Some(184))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 12), V::Array(rt.array(f, 18, 184)?), V::Array(rt.array(f, 17, 184)?), V::Array(rt.array(f, 20, 184)?), V::Array(rt.array(f, 19, 184)?), V::Label(f.id, 7)], 184)?;
                pc = 109;
            }
            109 => {
                // 360: УШЛИ ОТ ШАХА:
                rt.step(Some(185))?;
                { let v = rt.var(f, 1, 186)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 185)?; }
                // 362: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],
                rt.step(Some(187))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T0, f.clone()), V::Array(rt.array(f, 18, 187)?), V::Array(rt.array(f, 17, 187)?), V::Array(rt.array(f, 20, 187)?)], 187)?;
                // 364: go to ББ ПРОДОЛЖЕНИЕ;
                rt.step(Some(197))?;
                { pc = 118; continue; }
            }
            112 => {
                // 365: ЧЧ ПРОДОЛЖЕНИЕ:
                rt.step(Some(198))?;
                { let v = rt.var(f, 1, 199)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 198)?; }
                // 356: ШАХ ЧЕРНЫМ:
                rt.step(Some(176))?;
                if let Some(n) = rt.step_local(f, 12, 1) { let done = match { let i = rt.int(rt.var(f, 1, 183)?, 182)?; rt.get1(f, 13, i, 182)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 176)? }; pc = if done { 114 } else { 108 }; continue; }
                { let v = rt.var(f, 12, 181)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 176)?; let p = Place::Slot(f.clone(), 12, Some(Ty::Integer)); rt.store(p, sum, 176)?; }
                { let v = rt.var(f, 12, 181)?; let b = V::Int(1); let c = { let i = rt.int(rt.var(f, 1, 183)?, 182)?; rt.get1(f, 13, i, 182)? }; pc = if rt.exhausted(&v, &b, &c, 176)? { 114 } else { 108 }; continue; }
            }
            114 => {
                // 368: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:
                rt.step(Some(200))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 1, 202)?, V::Int(1), 201)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 200)?; }
                // 370: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],
                rt.step(Some(203))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T1, f.clone()), V::Array(rt.array(f, 17, 203)?), V::Array(rt.array(f, 18, 203)?), V::Array(rt.array(f, 19, 203)?)], 203)?;
                // 372: ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(213))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 11), V::Int(5), V::Array(rt.array(f, 19, 213)?), V::Array(rt.array(f, 17, 213)?)], 213)?;
                // 373: go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else
                rt.step(Some(214))?;
                return Err(rt.goto(if rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 217)?, V::Int(2), 216)?, 215)? { V::Label(f.id, 23) } else { if rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 220)?, V::Int(3), 219)?, 218)? { V::Label(f.id, 17) } else { V::Label(f.id, 11) } }, 214));
            }
            118 => {
                // 376: ББ ПРОДОЛЖЕНИЕ:
                rt.step(Some(221))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 1, 223)?, V::Int(1), 222)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 221)?; }
                // 347: ПОСЛЕДНИЙ ХОД:
                rt.step(Some(157))?;
                if let Some(n) = rt.step_local(f, 11, 1) { let done = match { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 165)?, V::Int(1), 164)?, 163)?; rt.get1(f, 13, i, 163)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 157)? }; pc = if done { 120 } else { 99 }; continue; }
                { let v = rt.var(f, 11, 162)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 157)?; let p = Place::Slot(f.clone(), 11, Some(Ty::Integer)); rt.store(p, sum, 157)?; }
                { let v = rt.var(f, 11, 162)?; let b = V::Int(1); let c = { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 165)?, V::Int(1), 164)?, 163)?; rt.get1(f, 13, i, 163)? }; pc = if rt.exhausted(&v, &b, &c, 157)? { 120 } else { 99 }; continue; }
            }
            120 => {
                // 379: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                rt.step(Some(224))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 226)?, V::Int(2), 225)?, 224)? { pc = 122; continue; }
                pc = 121;
            }
            121 => {
                // 379: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                rt.step(Some(227))?;
                { pc = 156; continue; }
            }
            122 => {
                // 381: if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;
                rt.step(Some(228))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 230)?, V::Int(3), 229)?, 228)? { pc = 124; continue; }
                pc = 123;
            }
            123 => {
                // 381: if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;
                rt.step(Some(231))?;
                { pc = 140; continue; }
            }
            124 => {
                // 382: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:
                rt.step(Some(232))?;
                { let v = V::Int(6); rt.store_slot(f, 4, Some(Ty::Integer), v, 232)?; }
                // 384: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч3 + 2 else Ч3 + 1],
                rt.step(Some(233))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T2, f.clone()), V::Array(rt.array(f, 18, 233)?), V::Array(rt.array(f, 17, 233)?), V::Array(rt.array(f, 20, 233)?)], 233)?;
                // 386: ВОЗВРАТ КОРОЛЯ(Ч3, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(243))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 10), V::Int(61), V::Array(rt.array(f, 20, 243)?), V::Array(rt.array(f, 18, 243)?)], 243)?;
                // 387: go to Б3 ПРОДОЛЖЕНИЕ;
                rt.step(Some(244))?;
                { pc = 138; continue; }
            }
            128 => {
                // 388: Ч3 ПРОДОЛЖЕНИЕ:
                rt.step(Some(245))?;
                { let v = V::Int(6); rt.store_slot(f, 4, Some(Ty::Integer), v, 245)?; }
                // 344: for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do
                rt.step(Some(151))?;
                if let Some(n) = rt.step_local(f, 10, 1) { let done = match { let i = rt.int(V::Int(6), 155)?; rt.get1(f, 13, i, 155)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 151)? }; pc = if done { 130 } else { 94 }; continue; }
                { let v = rt.var(f, 10, 154)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 151)?; let p = Place::Slot(f.clone(), 10, Some(Ty::Integer)); rt.store(p, sum, 151)?; }
                { let v = rt.var(f, 10, 154)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(6), 155)?; rt.get1(f, 13, i, 155)? }; pc = if rt.exhausted(&v, &b, &c, 151)? { 130 } else { 94 }; continue; }
            }
            130 => {
                // 391: n := РУБЕЖ ХОДОВ[6];
                rt.step(Some(246))?;
                { let v = { let i = rt.int(V::Int(6), 247)?; rt.get1(f, 13, i, 247)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 246)?; }
                // 392: if ВОЗМОЖЕН ПАТ[3] then
                rt.step(Some(248))?;
                if !rt.bool({ let i = rt.int(V::Int(3), 249)?; rt.get1(f, 16, i, 249)? }, 248)? { pc = 134; continue; }
                pc = 132;
            }
            132 => {
                // 395: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД);
                rt.step(Some(250))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 19, 250)?), V::Array(rt.array(f, 17, 250)?), V::Array(rt.array(f, 18, 250)?), V::Loc(f.clone(), 2), V::Label(f.id, 14)], 250)?;
                pc = 133;
            }
            133 => {
                // 397: go to Б3 ПРОДОЛЖЕНИЕ
                rt.step(Some(251))?;
                { pc = 138; continue; }
            }
            134 => {
                // 399: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                rt.step(Some(252))?;
                { let v = V::Int(5); rt.store_slot(f, 4, Some(Ty::Integer), v, 252)?; }
                // 401: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б3 + 2 else Б3 + 1],
                rt.step(Some(253))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T3, f.clone()), V::Array(rt.array(f, 17, 253)?), V::Array(rt.array(f, 18, 253)?), V::Array(rt.array(f, 19, 253)?)], 253)?;
                // 403: ВОЗВРАТ КОРОЛЯ(Б3, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(263))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 9), V::Int(5), V::Array(rt.array(f, 19, 263)?), V::Array(rt.array(f, 17, 263)?)], 263)?;
                // 404: go to Ч2 ПРОДОЛЖЕНИЕ;
                rt.step(Some(264))?;
                { pc = 144; continue; }
            }
            138 => {
                // 405: Б3 ПРОДОЛЖЕНИЕ:
                rt.step(Some(265))?;
                { let v = V::Int(5); rt.store_slot(f, 4, Some(Ty::Integer), v, 265)?; }
                // 340: for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do
                rt.step(Some(141))?;
                if let Some(n) = rt.step_local(f, 9, 1) { let done = match { let i = rt.int(V::Int(5), 145)?; rt.get1(f, 13, i, 145)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 141)? }; pc = if done { 140 } else { 87 }; continue; }
                { let v = rt.var(f, 9, 144)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 141)?; let p = Place::Slot(f.clone(), 9, Some(Ty::Integer)); rt.store(p, sum, 141)?; }
                { let v = rt.var(f, 9, 144)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(5), 145)?; rt.get1(f, 13, i, 145)? }; pc = if rt.exhausted(&v, &b, &c, 141)? { 140 } else { 87 }; continue; }
            }
            140 => {
                // 408: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                rt.step(Some(266))?;
                { let v = V::Int(4); rt.store_slot(f, 4, Some(Ty::Integer), v, 266)?; }
                // 410: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                rt.step(Some(267))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T4, f.clone()), V::Array(rt.array(f, 18, 267)?), V::Array(rt.array(f, 17, 267)?), V::Array(rt.array(f, 20, 267)?)], 267)?;
                // 412: ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(277))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 8), V::Int(61), V::Array(rt.array(f, 20, 277)?), V::Array(rt.array(f, 18, 277)?)], 277)?;
                // 413: go to Б2 ПРОДОЛЖЕНИЕ;
                rt.step(Some(278))?;
                { pc = 154; continue; }
            }
            144 => {
                // 414: Ч2 ПРОДОЛЖЕНИЕ:
                rt.step(Some(279))?;
                { let v = V::Int(4); rt.store_slot(f, 4, Some(Ty::Integer), v, 279)?; }
                // 335: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                rt.step(Some(131))?;
                if let Some(n) = rt.step_local(f, 8, 1) { let done = match { let i = rt.int(V::Int(4), 135)?; rt.get1(f, 13, i, 135)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 131)? }; pc = if done { 146 } else { 80 }; continue; }
                { let v = rt.var(f, 8, 134)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 131)?; let p = Place::Slot(f.clone(), 8, Some(Ty::Integer)); rt.store(p, sum, 131)?; }
                { let v = rt.var(f, 8, 134)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(4), 135)?; rt.get1(f, 13, i, 135)? }; pc = if rt.exhausted(&v, &b, &c, 131)? { 146 } else { 80 }; continue; }
            }
            146 => {
                // 417: n := РУБЕЖ ХОДОВ[4];
                rt.step(Some(280))?;
                { let v = { let i = rt.int(V::Int(4), 281)?; rt.get1(f, 13, i, 281)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 280)?; }
                // 418: if ВОЗМОЖЕН ПАТ[2] then
                rt.step(Some(282))?;
                if !rt.bool({ let i = rt.int(V::Int(2), 283)?; rt.get1(f, 16, i, 283)? }, 282)? { pc = 150; continue; }
                pc = 148;
            }
            148 => {
                // 421: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);
                rt.step(Some(284))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 19, 284)?), V::Array(rt.array(f, 17, 284)?), V::Array(rt.array(f, 18, 284)?), V::Loc(f.clone(), 2), V::Label(f.id, 20)], 284)?;
                pc = 149;
            }
            149 => {
                // 423: go to Б2 ПРОДОЛЖЕНИЕ
                rt.step(Some(285))?;
                { pc = 154; continue; }
            }
            150 => {
                // 425: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                rt.step(Some(286))?;
                { let v = V::Int(3); rt.store_slot(f, 4, Some(Ty::Integer), v, 286)?; }
                // 427: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                rt.step(Some(287))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T5, f.clone()), V::Array(rt.array(f, 17, 287)?), V::Array(rt.array(f, 18, 287)?), V::Array(rt.array(f, 19, 287)?)], 287)?;
                // 429: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(297))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 7), V::Int(5), V::Array(rt.array(f, 19, 297)?), V::Array(rt.array(f, 17, 297)?)], 297)?;
                // 430: go to Ч1 ПРОДОЛЖЕНИЕ;
                rt.step(Some(298))?;
                { pc = 160; continue; }
            }
            154 => {
                // 431: Б2 ПРОДОЛЖЕНИЕ:
                rt.step(Some(299))?;
                { let v = V::Int(3); rt.store_slot(f, 4, Some(Ty::Integer), v, 299)?; }
                // 329: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                rt.step(Some(121))?;
                if let Some(n) = rt.step_local(f, 7, 1) { let done = match { let i = rt.int(V::Int(3), 125)?; rt.get1(f, 13, i, 125)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 121)? }; pc = if done { 156 } else { 73 }; continue; }
                { let v = rt.var(f, 7, 124)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 121)?; let p = Place::Slot(f.clone(), 7, Some(Ty::Integer)); rt.store(p, sum, 121)?; }
                { let v = rt.var(f, 7, 124)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(3), 125)?; rt.get1(f, 13, i, 125)? }; pc = if rt.exhausted(&v, &b, &c, 121)? { 156 } else { 73 }; continue; }
            }
            156 => {
                // 434: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                rt.step(Some(300))?;
                { let v = V::Int(2); rt.store_slot(f, 4, Some(Ty::Integer), v, 300)?; }
                // 436: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                rt.step(Some(301))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T6, f.clone()), V::Array(rt.array(f, 18, 301)?), V::Array(rt.array(f, 17, 301)?), V::Array(rt.array(f, 20, 301)?)], 301)?;
                // 438: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(311))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 6), V::Int(61), V::Array(rt.array(f, 20, 311)?), V::Array(rt.array(f, 18, 311)?)], 311)?;
                // 439: go to Б1 ПРОДОЛЖЕНИЕ;
                rt.step(Some(312))?;
                { pc = 171; continue; }
            }
            160 => {
                // 440: Ч1 ПРОДОЛЖЕНИЕ:
                rt.step(Some(313))?;
                { let v = V::Int(2); rt.store_slot(f, 4, Some(Ty::Integer), v, 313)?; }
                // 325: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                rt.step(Some(111))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match { let i = rt.int(V::Int(2), 115)?; rt.get1(f, 13, i, 115)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 111)? }; pc = if done { 162 } else { 66 }; continue; }
                { let v = rt.var(f, 6, 114)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 111)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 111)?; }
                { let v = rt.var(f, 6, 114)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(2), 115)?; rt.get1(f, 13, i, 115)? }; pc = if rt.exhausted(&v, &b, &c, 111)? { 162 } else { 66 }; continue; }
            }
            162 => {
                // 443: n := РУБЕЖ ХОДОВ[2];
                rt.step(Some(314))?;
                { let v = { let i = rt.int(V::Int(2), 315)?; rt.get1(f, 13, i, 315)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 314)?; }
                // 444: if ВОЗМОЖЕН ПАТ[1] then
                rt.step(Some(316))?;
                if !rt.bool({ let i = rt.int(V::Int(1), 317)?; rt.get1(f, 16, i, 317)? }, 316)? { pc = 166; continue; }
                pc = 164;
            }
            164 => {
                // 447: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                rt.step(Some(318))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 19, 318)?), V::Array(rt.array(f, 17, 318)?), V::Array(rt.array(f, 18, 318)?), V::Loc(f.clone(), 2), V::Label(f.id, 26)], 318)?;
                pc = 165;
            }
            165 => {
                // 449: go to Б1 ПРОДОЛЖЕНИЕ
                rt.step(Some(319))?;
                { pc = 171; continue; }
            }
            166 => {
                // 451: output('/,T,РЕШЕНИЕ,/');
                rt.step(Some(320))?;
                { let format = rt.format_string(V::Str("/,T,РЕШЕНИЕ,/"), 320)?; let values = []; rt.output(format, &values, 320)?; V::Empty };
                // 452: go to ОТВЕТ;
                rt.step(Some(321))?;
                { pc = 169; continue; }
            }
            168 => {
                // 453: МАТ1:
                rt.step(Some(322))?;
                { let format = rt.format_string(V::Str("/,T,МАТ НА ПЕРВОМ ХОДЕ,/"), 322)?; let values = []; rt.output(format, &values, 322)?; V::Empty };
                pc = 169;
            }
            169 => {
                // 455: ОТВЕТ:
                rt.step(Some(323))?;
                rt.invoke(&P5, f.clone(), [], 323)?;
                pc = 170;
            }
            170 => {
                // 458: go to КОНЕЦ;
                rt.step(Some(324))?;
                { pc = 176; continue; }
            }
            171 => {
                // 459: Б1 ПРОДОЛЖЕНИЕ:
                rt.step(Some(325))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 325)?; }
                // 320: НАЧАЛО:
                rt.step(Some(105))?;
                if let Some(n) = rt.step_local(f, 5, 1) { let done = match { let i = rt.int(V::Int(1), 107)?; rt.get1(f, 13, i, 107)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 105)? }; pc = if done { 173 } else { 60 }; continue; }
                { let v = rt.var(f, 5, 106)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 105)?; let p = Place::Slot(f.clone(), 5, Some(Ty::Integer)); rt.store(p, sum, 105)?; }
                { let v = rt.var(f, 5, 106)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(1), 107)?; rt.get1(f, 13, i, 107)? }; pc = if rt.exhausted(&v, &b, &c, 105)? { 173 } else { 60 }; continue; }
            }
            173 => {
                // 462: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
                rt.step(Some(326))?;
                { let format = rt.format_string(V::Str("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/"), 326)?; let values = []; rt.output(format, &values, 326)?; V::Empty };
                // 463: go to КОНЕЦ;
                rt.step(Some(327))?;
                { pc = 176; continue; }
            }
            175 => {
                // 464: ОШИБКА:
                rt.step(Some(328))?;
                { let format = rt.format_string(V::Str("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/"), 328)?; let values = []; rt.output(format, &values, 328)?; V::Empty };
                pc = 176;
            }
            _ => return Ok(()),
        }
    }
}

static P0: rt::ProcDef = rt::ProcDef { name: "ОБЗОР ХОДОВ", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 329), (2, false, Spec::Array(Some(Ty::Integer)), 330), (3, false, Spec::Array(Some(Ty::Integer)), 331), (4, false, Spec::Simple(Ty::Integer), 332), (5, false, Spec::Other, 333)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Boolean)], body: p0_ОБЗОРХОДОВ, site: 334 };
/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[53];
    let mut pc = 0;
    loop {
        match p0_ОБЗОРХОДОВ_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p0_ОБЗОРХОДОВ` from instruction `pc` on.
fn p0_ОБЗОРХОДОВ_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 73: m := n + 1;  СПИСОК[m] := 0;
                rt.step(Some(335))?;
                { let v = rt.bin(Op::Add, rt.formal(f, 4, 337)?, V::Int(1), 336)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 335)?; }
                rt.step(Some(338))?;
                { let i = rt.int(rt.var(f, 7, 340)?, 339)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 339)?, 15, i, v, 339, 338)?; }
                // 74: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
                rt.step(Some(341))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(V::Int(0), 342)?], 342)? } else { let a = rt.array(fr, 1, 342)?; rt.get(&a, &[rt.int(V::Int(0), 342)?], 342)? } }; rt.store_slot(f, 21, Some(Ty::Integer), v, 341)?; }
                rt.step(Some(343))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 346)?, V::Int(0), 345)?, 344)? { V::Int(5) } else { V::Int(61) }; rt.store_slot(f, 22, Some(Ty::Integer), v, 343)?; }
                // 75: for j := 1 step 1 until 16 do
                rt.step(Some(347))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 347)?; }
                rt.step(Some(347))?;
                { let v = rt.var(f, 6, 348)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 347)? { pc = 74; continue; } }
                pc = 6;
            }
            6 => {
                rt.step(None)?;
                { pc = 8; continue; }
            }
            7 => {
                rt.step(None)?;
                { pc = 74; continue; }
            }
            8 => {
                // 77: ПОЛЕ := ПОЛЯ[j];
                rt.step(Some(349))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 6, 351)?, 350)?], 350)? } else { let a = rt.array(fr, 1, 350)?; rt.get(&a, &[rt.int(rt.var(f, 6, 351)?, 350)?], 350)? } }; rt.store_slot(f, 8, Some(Ty::Integer), v, 349)?; }
                // 78: if ПОЛЕ ≠ 0 then
                rt.step(Some(352))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 8, 354)?, V::Int(0), 353)?, 352)? { pc = 73; continue; }
                pc = 10;
            }
            10 => {
                // 80: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                rt.step(Some(355))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 358)?, 357)?], 357)? } else { let a = rt.array(fr, 2, 357)?; rt.get(&a, &[rt.int(rt.var(f, 8, 358)?, 357)?], 357)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 6, 360)?, 359)?, 356)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 355)?; }
                // 81: if КОД > 0 ∧ КОД < 10 then
                rt.step(Some(361))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Greater, rt.var(f, 9, 364)?, V::Int(0), 363)?, rt.bin(Op::Less, rt.var(f, 9, 366)?, V::Int(10), 365)?, 362)?, 361)? { pc = 73; continue; }
                pc = 12;
            }
            12 => {
                // 83: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                rt.step(Some(367))?;
                { let v = rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 8, 370)?, V::Int(1), 369)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 374)?, V::Int(1), 373)?, V::Int(8), 372)?, V::Int(8), 371)?, 368)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 367)?; }
                rt.step(Some(375))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 378)?, V::Int(1), 377)?, V::Int(8), 376)?; rt.store_slot(f, 13, Some(Ty::Integer), v, 375)?; }
                // 84: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                rt.step(Some(379))?;
                { let v = rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 381)?, 380)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 379)?; }
                rt.step(Some(382))?;
                { let v = rt.bin(Op::Mul, V::Int(1000), { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 385)?, 384)?], 384)? } else { let a = rt.array(fr, 2, 384)?; rt.get(&a, &[rt.int(rt.var(f, 8, 385)?, 384)?], 384)? } }, 383)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 382)?; }
                // 85: if КОД = 1 then
                rt.step(Some(386))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 388)?, V::Int(1), 387)?, 386)? { pc = 32; continue; }
                pc = 17;
            }
            17 => {
                // 87: t := ПОЛЕ + НАПР;
                rt.step(Some(389))?;
                { let v = rt.bin(Op::Add, rt.var(f, 8, 391)?, rt.var(f, 21, 392)?, 390)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 389)?; }
                // 88: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(393))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 396)?, 395)?], 395)? } else { let a = rt.array(fr, 2, 395)?; rt.get(&a, &[rt.int(rt.var(f, 16, 396)?, 395)?], 395)? } }, V::Int(0), 394)?, 393)? { pc = 25; continue; }
                pc = 19;
            }
            19 => {
                // 90: if ЧУЖАЯ ДОСКА[t] = 0 then
                rt.step(Some(397))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 400)?, 399)?], 399)? } else { let a = rt.array(fr, 3, 399)?; rt.get(&a, &[rt.int(rt.var(f, 16, 400)?, 399)?], 399)? } }, V::Int(0), 398)?, 397)? { pc = 25; continue; }
                pc = 20;
            }
            20 => {
                // 92: ХОД ПЕШКИ(t);
                rt.step(Some(401))?;
                rt.invoke(&P7, f.clone(), [V::Loc(f.clone(), 16)], 401)?;
                // 93: if Г = (if НАПР > 0 then 1 else 6) then
                rt.step(Some(402))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 13, 404)?, if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 407)?, V::Int(0), 406)?, 405)? { V::Int(1) } else { V::Int(6) }, 403)?, 402)? { pc = 25; continue; }
                pc = 22;
            }
            22 => {
                // 95: if СВОЯ ДОСКА[t + НАПР] = 0 then
                rt.step(Some(408))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 412)?, rt.var(f, 21, 413)?, 411)?, 410)?], 410)? } else { let a = rt.array(fr, 2, 410)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 412)?, rt.var(f, 21, 413)?, 411)?, 410)?], 410)? } }, V::Int(0), 409)?, 408)? { pc = 25; continue; }
                pc = 23;
            }
            23 => {
                // 96: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(414))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 418)?, rt.var(f, 21, 419)?, 417)?, 416)?], 416)? } else { let a = rt.array(fr, 3, 416)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 418)?, rt.var(f, 21, 419)?, 417)?, 416)?], 416)? } }, V::Int(0), 415)?, 414)? { pc = 25; continue; }
                pc = 24;
            }
            24 => {
                // 96: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(420))?;
                rt.invoke(&P6, f.clone(), [V::Thunk(&T7, f.clone()), V::Int(0)], 420)?;
                pc = 25;
            }
            25 => {
                // 100: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(424))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 12, 426)?, V::Int(0), 425)?, 424)? { pc = 28; continue; }
                pc = 26;
            }
            26 => {
                // 100: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(427))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 431)?, V::Int(1), 430)?, 429)?], 429)? } else { let a = rt.array(fr, 3, 429)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 431)?, V::Int(1), 430)?, 429)?], 429)? } }, V::Int(0), 428)?, 427)? { pc = 28; continue; }
                pc = 27;
            }
            27 => {
                // 100: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(432))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T8, f.clone())], 432)?;
                pc = 28;
            }
            28 => {
                // 101: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(435))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 12, 437)?, V::Int(7), 436)?, 435)? { pc = 31; continue; }
                pc = 29;
            }
            29 => {
                // 101: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(438))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 442)?, V::Int(1), 441)?, 440)?], 440)? } else { let a = rt.array(fr, 3, 440)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 442)?, V::Int(1), 441)?, 440)?], 440)? } }, V::Int(0), 439)?, 438)? { pc = 31; continue; }
                pc = 30;
            }
            30 => {
                // 101: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(443))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T9, f.clone())], 443)?;
                pc = 31;
            }
            31 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            32 => {
                // 105: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(446))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 448)?, V::Int(2), 447)?, 446)? { pc = 36; continue; }
                pc = 33;
            }
            33 => {
                // 105: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(449))?;
                { let v = V::Int(9); rt.store_slot(f, 19, Some(Ty::Integer), v, 449)?; }
                rt.step(Some(450))?;
                { let v = V::Int(16); rt.store_slot(f, 20, Some(Ty::Integer), v, 450)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            36 => {
                // 106: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(451))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 453)?, V::Int(3), 452)?, 451)? { pc = 40; continue; }
                pc = 37;
            }
            37 => {
                // 106: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(454))?;
                { let v = V::Int(5); rt.store_slot(f, 19, Some(Ty::Integer), v, 454)?; }
                rt.step(Some(455))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 455)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            40 => {
                // 107: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(456))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 459)?, V::Int(4), 458)?, rt.bin(Op::Equal, rt.var(f, 9, 461)?, V::Int(8), 460)?, 457)?, 456)? { pc = 44; continue; }
                pc = 41;
            }
            41 => {
                // 107: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(462))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 462)?; }
                rt.step(Some(463))?;
                { let v = V::Int(4); rt.store_slot(f, 20, Some(Ty::Integer), v, 463)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            44 => {
                // 108: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                rt.step(Some(464))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 464)?; }
                rt.step(Some(465))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 465)?; }
                pc = 46;
            }
            46 => {
                // 109: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                rt.step(Some(466))?;
                { let v = rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotEqual, rt.var(f, 9, 470)?, V::Int(2), 469)?, rt.bin(Op::NotEqual, rt.var(f, 9, 472)?, V::Int(6), 471)?, 468)?, rt.bin(Op::NotEqual, rt.var(f, 9, 474)?, V::Int(7), 473)?, 467)?; rt.store_slot(f, 23, Some(Ty::Boolean), v, 466)?; }
                // 110: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(475))?;
                { let v = rt.var(f, 19, 476)?; rt.store_slot(f, 17, Some(Ty::Integer), v, 475)?; }
                rt.step(Some(475))?;
                { let v = rt.var(f, 17, 477)?; let b = V::Int(1); let c = rt.var(f, 20, 478)?; if rt.exhausted(&v, &b, &c, 475)? { pc = 68; continue; } }
                pc = 49;
            }
            49 => {
                rt.step(None)?;
                { pc = 51; continue; }
            }
            50 => {
                rt.step(None)?;
                { pc = 68; continue; }
            }
            51 => {
                // 112: x := В;  y := Г;
                rt.step(Some(479))?;
                { let v = rt.var(f, 12, 480)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 479)?; }
                rt.step(Some(481))?;
                { let v = rt.var(f, 13, 482)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 481)?; }
                pc = 53;
            }
            53 => {
                // 113: ЛУЧ:
                rt.step(Some(483))?;
                { let v = rt.bin(Op::Add, rt.var(f, 14, 485)?, { let i = rt.int(rt.var(f, 17, 487)?, 486)?; rt.get1(rt.up(f, 1, 486)?, 21, i, 486)? }, 484)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 483)?; }
                // 114: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                rt.step(Some(488))?;
                { let v = rt.bin(Op::Add, rt.var(f, 15, 490)?, { let i = rt.int(rt.var(f, 17, 492)?, 491)?; rt.get1(rt.up(f, 1, 491)?, 22, i, 491)? }, 489)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 488)?; }
                // 115: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                rt.step(Some(493))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotLess, rt.var(f, 14, 498)?, V::Int(0), 497)?, rt.bin(Op::Less, rt.var(f, 14, 500)?, V::Int(8), 499)?, 496)?, rt.bin(Op::NotLess, rt.var(f, 15, 502)?, V::Int(0), 501)?, 495)?, rt.bin(Op::Less, rt.var(f, 15, 504)?, V::Int(8), 503)?, 494)?, 493)? { pc = 67; continue; }
                pc = 56;
            }
            56 => {
                // 117: t := 8 × y + x + 1;
                rt.step(Some(505))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 15, 509)?, 508)?, rt.var(f, 14, 510)?, 507)?, V::Int(1), 506)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 505)?; }
                // 118: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(511))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 514)?, 513)?], 513)? } else { let a = rt.array(fr, 2, 513)?; rt.get(&a, &[rt.int(rt.var(f, 16, 514)?, 513)?], 513)? } }, V::Int(0), 512)?, 511)? { pc = 67; continue; }
                pc = 58;
            }
            58 => {
                // 120: С := ЧУЖАЯ ДОСКА[t];
                rt.step(Some(515))?;
                { let v = { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 517)?, 516)?], 516)? } else { let a = rt.array(fr, 3, 516)?; rt.get(&a, &[rt.int(rt.var(f, 16, 517)?, 516)?], 516)? } }; rt.store_slot(f, 18, Some(Ty::Integer), v, 515)?; }
                // 121: if С ≠ 0 then
                rt.step(Some(518))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 18, 520)?, V::Int(0), 519)?, 518)? { pc = 62; continue; }
                pc = 60;
            }
            60 => {
                // 122: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(521))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 525)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 528)?, V::Int(10), 527)?, V::Int(10), 526)?, 524)?, V::Int(6), 523)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 531)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 534)?, V::Int(10), 533)?, V::Int(10), 532)?, 530)?, V::Int(7), 529)?, 522)?, 521)? { pc = 62; continue; }
                pc = 61;
            }
            61 => {
                // 122: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(535))?;
                return Err(rt.goto(rt.formal(f, 5, 536)?, 535));
            }
            62 => {
                // 123: СПИСОК[m + 1] := ОТКУДА + t;
                rt.step(Some(537))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 540)?, V::Int(1), 539)?, 538)?; let v = rt.bin(Op::Add, rt.var(f, 10, 542)?, rt.var(f, 16, 543)?, 541)?; rt.store1(rt.up(f, 1, 538)?, 15, i, v, 538, 537)?; }
                // 124: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                rt.step(Some(544))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 547)?, V::Int(2), 546)?, 545)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(f, 10, 551)?, rt.var(f, 16, 552)?, 550)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(f, 18, 555)?, rt.var(f, 11, 556)?, 554)?, 553)?, 549)?, 548)?; rt.store1(rt.up(f, 1, 545)?, 15, i, v, 545, 544)?; }
                // 125: m := m + 2;
                rt.step(Some(557))?;
                { let v = rt.bin(Op::Add, rt.var(f, 7, 559)?, V::Int(2), 558)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 557)?; }
                // 126: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(560))?;
                if !rt.bool(rt.bin(Op::And, rt.var(f, 23, 562)?, rt.bin(Op::Equal, rt.var(f, 18, 564)?, V::Int(0), 563)?, 561)?, 560)? { pc = 67; continue; }
                pc = 66;
            }
            66 => {
                // 126: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(565))?;
                { pc = 53; continue; }
            }
            67 => {
                // 110: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(475))?;
                if let Some(n) = rt.step_local(f, 17, 1) { let done = match rt.var(f, 20, 478)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 475)? }; pc = if done { 68 } else { 51 }; continue; }
                { let v = rt.var(f, 17, 477)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 475)?; let p = Place::Slot(f.clone(), 17, Some(Ty::Integer)); rt.store(p, sum, 475)?; }
                { let v = rt.var(f, 17, 477)?; let b = V::Int(1); let c = rt.var(f, 20, 478)?; pc = if rt.exhausted(&v, &b, &c, 475)? { 68 } else { 51 }; continue; }
            }
            68 => {
                // 130: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                rt.step(Some(566))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 9, 569)?, V::Int(7), 568)?, rt.bin(Op::Equal, rt.var(f, 8, 571)?, rt.var(f, 22, 572)?, 570)?, 567)?, 566)? { pc = 73; continue; }
                pc = 69;
            }
            69 => {
                // 132: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                rt.step(Some(573))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 578)?, V::Int(3), 577)?, 576)?], 576)? } else { let a = rt.array(fr, 2, 576)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 578)?, V::Int(3), 577)?, 576)?], 576)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 583)?, V::Int(3), 582)?, 581)?], 581)? } else { let a = rt.array(fr, 2, 581)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 583)?, V::Int(3), 582)?, 581)?], 581)? } }, V::Int(10), 580)?, V::Int(10), 579)?, 575)?, V::Int(8), 574)?, 573)? { pc = 71; continue; }
                pc = 70;
            }
            70 => {
                // 133: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                rt.step(Some(584))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T10, f.clone()), V::Thunk(&T11, f.clone())], 584)?;
                pc = 71;
            }
            71 => {
                // 134: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                rt.step(Some(589))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 594)?, V::Int(4), 593)?, 592)?], 592)? } else { let a = rt.array(fr, 2, 592)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 594)?, V::Int(4), 593)?, 592)?], 592)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 599)?, V::Int(4), 598)?, 597)?], 597)? } else { let a = rt.array(fr, 2, 597)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 599)?, V::Int(4), 598)?, 597)?], 597)? } }, V::Int(10), 596)?, V::Int(10), 595)?, 591)?, V::Int(8), 590)?, 589)? { pc = 73; continue; }
                pc = 72;
            }
            72 => {
                // 135: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                rt.step(Some(600))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T12, f.clone()), V::Thunk(&T13, f.clone())], 600)?;
                pc = 73;
            }
            73 => {
                // 75: for j := 1 step 1 until 16 do
                rt.step(Some(347))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 347)? }; pc = if done { 74 } else { 8 }; continue; }
                { let v = rt.var(f, 6, 348)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 347)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 347)?; }
                { let v = rt.var(f, 6, 348)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 347)? { 74 } else { 8 }; continue; }
            }
            74 => {
                // 141: n := m
                rt.step(Some(605))?;
                { let p = rt.formal_place(f, 4, 606)?; let v = rt.var(f, 7, 607)?; rt.store(p, v, 605)?; }
                pc = 75;
            }
            _ => return Ok(()),
        }
    }
}

static P1: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 608), (2, false, Spec::Array(Some(Ty::Integer)), 609), (3, false, Spec::Array(Some(Ty::Integer)), 610), (4, false, Spec::Array(Some(Ty::Integer)), 611)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p1_ВОЗВРАТХОДА, site: 612 };
/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА(rt: &Rt, f: &Fr) -> R<()> {
    // 153: З := -З;
    rt.step(Some(613))?;
    { let v = rt.neg(rt.var(f, 1, 615)?, 614)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 613)?; }
    // 154: М := З ÷ 10000000;  З := З - 10000000 × М;
    rt.step(Some(616))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 618)?, V::Int(10000000), 617)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 616)?; }
    rt.step(Some(619))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 621)?, rt.bin(Op::Mul, V::Int(10000000), rt.var(f, 7, 623)?, 622)?, 620)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 619)?; }
    // 155: С := З ÷ 10000;  З := З - 10000 × С;
    rt.step(Some(624))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 626)?, V::Int(10000), 625)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 624)?; }
    rt.step(Some(627))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 629)?, rt.bin(Op::Mul, V::Int(10000), rt.var(f, 8, 631)?, 630)?, 628)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 627)?; }
    // 156: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    rt.step(Some(632))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 634)?, V::Int(100), 633)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 632)?; }
    rt.step(Some(635))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 637)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 5, 639)?, 638)?, 636)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 635)?; }
    // 157: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.step(Some(640))?;
    { let p = { let a = rt.array(f, 2, 641)?; let s = [rt.int(rt.var(f, 6, 642)?, 641)?]; rt.elem_place(a, &s, 641)? }; let v = V::Int(0); rt.store(p, v, 640)?; }
    rt.step(Some(643))?;
    { let p = { let a = rt.array(f, 3, 644)?; let s = [rt.int(rt.var(f, 6, 645)?, 644)?]; rt.elem_place(a, &s, 644)? }; let v = rt.var(f, 8, 646)?; rt.store(p, v, 643)?; }
    // 158: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.step(Some(647))?;
    { let p = { let a = rt.array(f, 2, 648)?; let s = [rt.int(rt.var(f, 5, 649)?, 648)?]; rt.elem_place(a, &s, 648)? }; let v = rt.var(f, 7, 650)?; rt.store(p, v, 647)?; }
    rt.step(Some(651))?;
    { let p = { let a = rt.array(f, 4, 652)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 7, 654)?, V::Int(10), 653)?, 652)?]; rt.elem_place(a, &s, 652)? }; let v = rt.var(f, 5, 655)?; rt.store(p, v, 651)?; }
    Ok(())
}

static P2: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ КОРОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 656), (2, true, Spec::Simple(Ty::Integer), 657), (3, false, Spec::Array(Some(Ty::Integer)), 658), (4, false, Spec::Array(Some(Ty::Integer)), 659)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p2_ВОЗВРАТКОРОЛЯ, site: 660 };
/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 169: if СПИСОК[i] ÷ 100 = ДОМ then
                rt.step(Some(661))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::IntDiv, { let i = rt.int(rt.var(f, 1, 665)?, 664)?; rt.get1(rt.up(f, 1, 664)?, 15, i, 664)? }, V::Int(100), 663)?, rt.var(f, 2, 666)?, 662)?, 661)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 171: НА := СПИСОК[i] - 100 × ДОМ;
                rt.step(Some(667))?;
                { let v = rt.bin(Op::Sub, { let i = rt.int(rt.var(f, 1, 670)?, 669)?; rt.get1(rt.up(f, 1, 669)?, 15, i, 669)? }, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 672)?, 671)?, 668)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 667)?; }
                // 172: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
                rt.step(Some(673))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 5, 676)?, rt.bin(Op::Add, rt.var(f, 2, 678)?, V::Int(2), 677)?, 675)?, rt.bin(Op::Equal, rt.var(f, 5, 680)?, rt.bin(Op::Sub, rt.var(f, 2, 682)?, V::Int(2), 681)?, 679)?, 674)?, 673)? { pc = 8; continue; }
                pc = 3;
            }
            3 => {
                // 174: К := СВОЯ ДОСКА[НА];
                rt.step(Some(683))?;
                { let v = { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(rt.var(f, 5, 685)?, 684)?], 684)? } else { let a = rt.array(fr, 4, 684)?; rt.get(&a, &[rt.int(rt.var(f, 5, 685)?, 684)?], 684)? } }; rt.store_slot(f, 6, Some(Ty::Integer), v, 683)?; }
                // 175: if К - К ÷ 10 × 10 = 6 then
                rt.step(Some(686))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 6, 689)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 692)?, V::Int(10), 691)?, V::Int(10), 690)?, 688)?, V::Int(6), 687)?, 686)? { pc = 8; continue; }
                pc = 5;
            }
            5 => {
                // 176: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.step(Some(693))?;
                { let p = { let a = rt.array(f, 4, 694)?; let s = [rt.int(rt.var(f, 5, 695)?, 694)?]; rt.elem_place(a, &s, 694)? }; let v = V::Int(0); rt.store(p, v, 693)?; }
                rt.step(Some(696))?;
                { let p = { let a = rt.array(f, 4, 697)?; let s = [rt.int(rt.var(f, 2, 698)?, 697)?]; rt.elem_place(a, &s, 697)? }; let v = rt.bin(Op::Add, rt.var(f, 6, 700)?, V::Int(1), 699)?; rt.store(p, v, 696)?; }
                rt.step(Some(701))?;
                { let p = { let a = rt.array(f, 3, 702)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 704)?, V::Int(10), 703)?, 702)?]; rt.elem_place(a, &s, 702)? }; let v = rt.var(f, 2, 705)?; rt.store(p, v, 701)?; }
                pc = 8;
            }
            _ => return Ok(()),
        }
    }
}

static P3: rt::ProcDef = rt::ProcDef { name: "ВЫПОЛНЕНИЕ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 706), (2, false, Spec::Array(Some(Ty::Integer)), 707), (3, false, Spec::Array(Some(Ty::Integer)), 708), (4, false, Spec::Array(Some(Ty::Integer)), 709), (5, false, Spec::Array(Some(Ty::Integer)), 710), (6, false, Spec::Other, 711)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p3_ВЫПОЛНЕНИЕХОДА, site: 712 };
/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[40, 43];
    let mut pc = 0;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from instruction `pc` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 193: Х := СПИСОК[i];
                rt.step(Some(713))?;
                { let v = { let i = rt.int(rt.var(f, 1, 715)?, 714)?; rt.get1(rt.up(f, 1, 714)?, 15, i, 714)? }; rt.store_slot(f, 7, Some(Ty::Integer), v, 713)?; }
                // 194: if Х < 0 then
                rt.step(Some(716))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 718)?, V::Int(0), 717)?, 716)? { pc = 5; continue; }
                pc = 2;
            }
            2 => {
                // 196: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                rt.step(Some(719))?;
                rt.invoke(&P1, rt.up(f, 1, 719)?.clone(), [V::Loc(f.clone(), 7), rt.slot(f, 2, 719)?, rt.slot(f, 3, 719)?, rt.slot(f, 4, 719)?], 719)?;
                // 197: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                rt.step(Some(720))?;
                rt.invoke(&P2, rt.up(f, 1, 720)?.clone(), [V::Thunk(&T14, f.clone()), V::Thunk(&T15, f.clone()), rt.slot(f, 4, 720)?, rt.slot(f, 2, 720)?], 720)?;
                // 199: go to ДАЛЕЕ
                rt.step(Some(732))?;
                return Err(rt.goto(rt.formal(f, 6, 733)?, 732));
            }
            5 => {
                // 201: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(734))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 736)?, V::Int(100), 735)?, 734)? { pc = 7; continue; }
                pc = 6;
            }
            6 => {
                // 201: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(737))?;
                return Err(rt.goto(rt.formal(f, 6, 738)?, 737));
            }
            7 => {
                // 202: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
                rt.step(Some(739))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 7, 741)?, V::Int(100), 740)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 739)?; }
                rt.step(Some(742))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 7, 744)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 746)?, 745)?, 743)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 742)?; }
                // 203: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
                rt.step(Some(747))?;
                { let v = { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 749)?, 748)?], 748)? } else { let a = rt.array(fr, 2, 748)?; rt.get(&a, &[rt.int(rt.var(f, 8, 749)?, 748)?], 748)? } }; rt.store_slot(f, 10, Some(Ty::Integer), v, 747)?; }
                rt.step(Some(750))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 10, 752)?, V::Int(10), 751)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 750)?; }
                rt.step(Some(753))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 10, 755)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 757)?, 756)?, 754)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 753)?; }
                // 204: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(758))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 762)?, V::Int(1), 761)?, 760)?; rt.get1(rt.up(f, 1, 760)?, 15, i, 760)? }, V::Int(0), 759)?, 758)? { pc = 16; continue; }
                pc = 13;
            }
            13 => {
                // 204: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(763))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 765)?, 4, 765)?, 764)?; let v = V::Int(-1); rt.store1(rt.up(f, 1, 764)?, 14, i, v, 764, 763)?; }
                rt.step(Some(766))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 769)?, V::Int(1), 768)?, 767)?; rt.get1(rt.up(f, 1, 767)?, 15, i, 767)? }; rt.store_slot(f, 12, Some(Ty::Integer), v, 766)?; }
                rt.step(None)?;
                { pc = 17; continue; }
            }
            16 => {
                // 205: else q[УРОВЕНЬ] := 0;
                rt.step(Some(770))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 772)?, 4, 772)?, 771)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 771)?, 14, i, v, 771, 770)?; }
                pc = 17;
            }
            17 => {
                // 206: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(773))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 775)?, V::Int(7), 774)?, 773)? { pc = 20; continue; }
                pc = 18;
            }
            18 => {
                // 206: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(776))?;
                { let v = V::Int(6); rt.store_slot(f, 12, Some(Ty::Integer), v, 776)?; }
                rt.step(None)?;
                { pc = 22; continue; }
            }
            20 => {
                // 206: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(777))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 779)?, V::Int(8), 778)?, 777)? { pc = 22; continue; }
                pc = 21;
            }
            21 => {
                // 206: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(780))?;
                { let v = V::Int(4); rt.store_slot(f, 12, Some(Ty::Integer), v, 780)?; }
                pc = 22;
            }
            22 => {
                // 207: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
                rt.step(Some(781))?;
                { let p = { let a = rt.array(f, 2, 782)?; let s = [rt.int(rt.var(f, 8, 783)?, 782)?]; rt.elem_place(a, &s, 782)? }; let v = V::Int(0); rt.store(p, v, 781)?; }
                rt.step(Some(784))?;
                { let p = { let a = rt.array(f, 2, 785)?; let s = [rt.int(rt.var(f, 9, 786)?, 785)?]; rt.elem_place(a, &s, 785)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 789)?, 788)?, rt.var(f, 12, 790)?, 787)?; rt.store(p, v, 784)?; }
                // 208: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
                rt.step(Some(791))?;
                { let p = { let a = rt.array(f, 3, 792)?; let s = [rt.int(rt.var(f, 9, 793)?, 792)?]; rt.elem_place(a, &s, 792)? }; let v = V::Int(0); rt.store(p, v, 791)?; }
                rt.step(Some(794))?;
                { let p = { let a = rt.array(f, 4, 795)?; let s = [rt.int(rt.var(f, 11, 796)?, 795)?]; rt.elem_place(a, &s, 795)? }; let v = rt.var(f, 9, 797)?; rt.store(p, v, 794)?; }
                // 209: УРОВЕНЬ := УРОВЕНЬ + 1;
                rt.step(Some(798))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 800)?, 4, 800)?, V::Int(1), 799)?; rt.store_slot(rt.up(f, 1, 798)?, 4, Some(Ty::Integer), v, 798)?; }
                // 210: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
                rt.step(Some(801))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 10, 805)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 807)?, 806)?, 804)?, V::Int(7), 803)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 810)?, rt.bin(Op::Add, rt.var(f, 8, 812)?, V::Int(2), 811)?, 809)?, rt.bin(Op::Equal, rt.var(f, 9, 814)?, rt.bin(Op::Sub, rt.var(f, 8, 816)?, V::Int(2), 815)?, 813)?, 808)?, 802)?, 801)? { pc = 43; continue; }
                pc = 28;
            }
            28 => {
                // 214: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                rt.step(Some(817))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 9, 820)?, rt.var(f, 8, 821)?, 819)?, 818)? { rt.bin(Op::Add, rt.var(f, 8, 823)?, V::Int(3), 822)? } else { rt.bin(Op::Sub, rt.var(f, 8, 825)?, V::Int(4), 824)? }; rt.store_slot(f, 13, Some(Ty::Integer), v, 817)?; }
                rt.step(Some(826))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(f, 8, 829)?, rt.var(f, 9, 830)?, 828)?, V::Int(2), 827)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 826)?; }
                // 215: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                rt.step(Some(831))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 13, 834)?, 833)?], 833)? } else { let a = rt.array(fr, 2, 833)?; rt.get(&a, &[rt.int(rt.var(f, 13, 834)?, 833)?], 833)? } }, V::Int(4), 832)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 831)?; }
                rt.step(Some(835))?;
                { let p = { let a = rt.array(f, 2, 836)?; let s = [rt.int(rt.var(f, 13, 837)?, 836)?]; rt.elem_place(a, &s, 836)? }; let v = V::Int(0); rt.store(p, v, 835)?; }
                rt.step(Some(838))?;
                { let p = { let a = rt.array(f, 4, 839)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 14, 841)?, V::Int(10), 840)?, 839)?]; rt.elem_place(a, &s, 839)? }; let v = rt.var(f, 15, 842)?; rt.store(p, v, 838)?; }
                // 216: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.step(Some(843))?;
                { let p = { let a = rt.array(f, 2, 844)?; let s = [rt.int(rt.var(f, 8, 845)?, 844)?]; rt.elem_place(a, &s, 844)? }; let v = V::Int(6); rt.store(p, v, 843)?; }
                rt.step(Some(846))?;
                { let p = { let a = rt.array(f, 2, 847)?; let s = [rt.int(rt.var(f, 15, 848)?, 847)?]; rt.elem_place(a, &s, 847)? }; let v = V::Int(6); rt.store(p, v, 846)?; }
                // 217: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                rt.step(Some(849))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 852)?, 4, 852)?, V::Int(1), 851)?, 850)?; rt.get1(rt.up(f, 1, 850)?, 13, i, 850)? }; rt.store_slot(rt.up(f, 1, 849)?, 2, Some(Ty::Integer), v, 849)?; }
                // 218: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                rt.step(Some(853))?;
                rt.invoke(&P0, rt.up(f, 1, 853)?.clone(), [rt.slot(f, 5, 853)?, rt.slot(f, 3, 853)?, rt.slot(f, 2, 853)?, V::Loc(rt.up(f, 1, 853)?.clone(), 2), V::Label(f.id, 0)], 853)?;
                // 219: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(854))?;
                { let p = { let a = rt.array(f, 2, 855)?; let s = [rt.int(rt.var(f, 8, 856)?, 855)?]; rt.elem_place(a, &s, 855)? }; let v = V::Int(0); rt.store(p, v, 854)?; }
                rt.step(Some(857))?;
                { let p = { let a = rt.array(f, 2, 858)?; let s = [rt.int(rt.var(f, 15, 859)?, 858)?]; rt.elem_place(a, &s, 858)? }; let v = rt.var(f, 14, 860)?; rt.store(p, v, 857)?; }
                // 220: go to ОТВЕТНЫЕ ХОДЫ;
                rt.step(Some(861))?;
                { pc = 43; continue; }
            }
            40 => {
                // 221: ПОД УДАРОМ:
                rt.step(Some(862))?;
                { let p = { let a = rt.array(f, 2, 863)?; let s = [rt.int(rt.var(f, 8, 864)?, 863)?]; rt.elem_place(a, &s, 863)? }; let v = V::Int(0); rt.store(p, v, 862)?; }
                // 222: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(865))?;
                { let p = { let a = rt.array(f, 2, 866)?; let s = [rt.int(rt.var(f, 15, 867)?, 866)?]; rt.elem_place(a, &s, 866)? }; let v = rt.var(f, 14, 868)?; rt.store(p, v, 865)?; }
                // 223: go to ДАЛЕЕ
                rt.step(Some(869))?;
                return Err(rt.goto(rt.formal(f, 6, 870)?, 869));
            }
            43 => {
                // 225: ОТВЕТНЫЕ ХОДЫ:
                rt.step(Some(871))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 874)?, 4, 874)?, V::Int(1), 873)?, 872)?; rt.get1(rt.up(f, 1, 872)?, 13, i, 872)? }; rt.store_slot(rt.up(f, 1, 871)?, 2, Some(Ty::Integer), v, 871)?; }
                // 227: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
                rt.step(Some(875))?;
                rt.invoke(&P0, rt.up(f, 1, 875)?.clone(), [rt.slot(f, 5, 875)?, rt.slot(f, 3, 875)?, rt.slot(f, 2, 875)?, V::Loc(rt.up(f, 1, 875)?.clone(), 2), rt.slot(f, 6, 875)?], 875)?;
                // 228: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
                rt.step(Some(876))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 878)?, 4, 878)?, 877)?; let v = rt.var(rt.up(f, 1, 879)?, 2, 879)?; rt.store1(rt.up(f, 1, 877)?, 13, i, v, 877, 876)?; }
                pc = 46;
            }
            _ => return Ok(()),
        }
    }
}

static P4: rt::ProcDef = rt::ProcDef { name: "ВВОД ФИГУР", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 880), (2, false, Spec::Array(Some(Ty::Integer)), 881)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p4_ВВОДФИГУР, site: 882 };
/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 239: input(k);
                rt.step(Some(883))?;
                { rt.input_into(Place::Slot(f.clone(), 4, Some(Ty::Integer)), 883)?; V::Empty };
                // 240: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(884))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 884)?; }
                rt.step(Some(884))?;
                { let v = rt.var(f, 3, 885)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 884)? { pc = 7; continue; } }
                pc = 3;
            }
            3 => {
                rt.step(None)?;
                { pc = 5; continue; }
            }
            4 => {
                rt.step(None)?;
                { pc = 7; continue; }
            }
            5 => {
                // 240: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(886))?;
                { let p = { let a = rt.array(f, 1, 887)?; let s = [rt.int(rt.var(f, 3, 888)?, 887)?]; rt.elem_place(a, &s, 887)? }; let v = V::Int(0); rt.store(p, v, 886)?; }
                rt.step(Some(884))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 884)? }; pc = if done { 7 } else { 5 }; continue; }
                { let v = rt.var(f, 3, 885)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 884)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 884)?; }
                { let v = rt.var(f, 3, 885)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 884)? { 7 } else { 5 }; continue; }
            }
            7 => {
                // 241: for j := 1 step 1 until k do
                rt.step(Some(889))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 889)?; }
                rt.step(Some(889))?;
                { let v = rt.var(f, 3, 890)?; let b = V::Int(1); let c = rt.var(f, 4, 891)?; if rt.exhausted(&v, &b, &c, 889)? { pc = 16; continue; } }
                pc = 9;
            }
            9 => {
                rt.step(None)?;
                { pc = 11; continue; }
            }
            10 => {
                rt.step(None)?;
                { pc = 16; continue; }
            }
            11 => {
                // 243: input(КОД, ПОЛЕ);
                rt.step(Some(892))?;
                { rt.input_into(Place::Slot(f.clone(), 5, Some(Ty::Integer)), 892)?; rt.input_into(Place::Slot(f.clone(), 6, Some(Ty::Integer)), 892)?; V::Empty };
                // 244: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                rt.step(Some(893))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 6, 898)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 901)?, V::Int(10), 900)?, V::Int(10), 899)?, 897)?, V::Int(1), 896)?, 895)?, rt.bin(Op::IntDiv, rt.var(f, 6, 903)?, V::Int(10), 902)?, 894)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 893)?; }
                // 245: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.step(Some(904))?;
                { let p = { let a = rt.array(f, 1, 905)?; let s = [rt.int(rt.var(f, 3, 906)?, 905)?]; rt.elem_place(a, &s, 905)? }; let v = rt.var(f, 6, 907)?; rt.store(p, v, 904)?; }
                rt.step(Some(908))?;
                { let p = { let a = rt.array(f, 2, 909)?; let s = [rt.int(rt.var(f, 6, 910)?, 909)?]; rt.elem_place(a, &s, 909)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 3, 913)?, 912)?, rt.var(f, 5, 914)?, 911)?; rt.store(p, v, 908)?; }
                // 241: for j := 1 step 1 until k do
                rt.step(Some(889))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 4, 891)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 889)? }; pc = if done { 16 } else { 11 }; continue; }
                { let v = rt.var(f, 3, 890)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 889)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 889)?; }
                { let v = rt.var(f, 3, 890)?; let b = V::Int(1); let c = rt.var(f, 4, 891)?; pc = if rt.exhausted(&v, &b, &c, 889)? { 16 } else { 11 }; continue; }
            }
            _ => return Ok(()),
        }
    }
}

static P5: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЗИЦИИ", params: &[], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p5_ПЕЧАТЬПОЗИЦИИ, site: 915 };
/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 263: if УРОВЕНЬ = 2 then
                rt.step(Some(916))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(rt.up(f, 1, 918)?, 4, 918)?, V::Int(2), 917)?, 916)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 265: Х := СПИСОК[Б1];
                rt.step(Some(919))?;
                { let v = { let i = rt.int(rt.var(rt.up(f, 1, 921)?, 5, 921)?, 920)?; rt.get1(rt.up(f, 1, 920)?, 15, i, 920)? }; rt.store_slot(f, 4, Some(Ty::Integer), v, 919)?; }
                // 266: output('/');  outstring(1, 'КЛЮЧ ');
                rt.step(Some(922))?;
                { let format = rt.format_string(V::Str("/"), 922)?; let values = []; rt.output(format, &values, 922)?; V::Empty };
                rt.step(Some(923))?;
                { V::Int(1); rt.outstring(V::Str("КЛЮЧ "), 923)?; V::Empty };
                // 267: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
                rt.step(Some(924))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T16, f.clone())], 924)?;
                rt.step(Some(927))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T17, f.clone())], 927)?;
                // 268: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(933))?;
                if !rt.bool(rt.bin(Op::Equal, { let i = rt.int(V::Int(1), 935)?; rt.get1(rt.up(f, 1, 935)?, 14, i, 935)? }, V::Int(-1), 934)?, 933)? { pc = 8; continue; }
                pc = 7;
            }
            7 => {
                // 268: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(936))?;
                { V::Int(1); let text = rt.string(V::Str("nbrq"), 936)?; rt.outchar(text, rt.bin(Op::Sub, { let i = rt.int(rt.bin(Op::Add, rt.var(rt.up(f, 1, 940)?, 5, 940)?, V::Int(1), 939)?, 938)?; rt.get1(rt.up(f, 1, 938)?, 15, i, 938)? }, V::Int(1), 937)?, 936)?; V::Empty };
                pc = 8;
            }
            8 => {
                // 270: for Г := 7 step -1 until 0 do
                rt.step(Some(941))?;
                { let v = V::Int(7); rt.store_slot(f, 1, Some(Ty::Integer), v, 941)?; }
                rt.step(Some(941))?;
                { let v = rt.var(f, 1, 942)?; let b = V::Int(-1); let c = V::Int(0); if rt.exhausted(&v, &b, &c, 941)? { pc = 30; continue; } }
                pc = 10;
            }
            10 => {
                rt.step(None)?;
                { pc = 12; continue; }
            }
            11 => {
                rt.step(None)?;
                { pc = 30; continue; }
            }
            12 => {
                // 272: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                rt.step(Some(943))?;
                { let format = rt.format_string(V::Str("/"), 943)?; let values = []; rt.output(format, &values, 943)?; V::Empty };
                rt.step(Some(944))?;
                { V::Int(1); let text = rt.string(V::Str("12345678"), 944)?; rt.outchar(text, rt.bin(Op::Add, rt.var(f, 1, 946)?, V::Int(1), 945)?, 944)?; V::Empty };
                rt.step(Some(947))?;
                { V::Int(1); rt.outstring(V::Str(" "), 947)?; V::Empty };
                // 273: for В := 1 step 1 until 8 do
                rt.step(Some(948))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 948)?; }
                rt.step(Some(948))?;
                { let v = rt.var(f, 2, 949)?; let b = V::Int(1); let c = V::Int(8); if rt.exhausted(&v, &b, &c, 948)? { pc = 29; continue; } }
                pc = 17;
            }
            17 => {
                rt.step(None)?;
                { pc = 19; continue; }
            }
            18 => {
                rt.step(None)?;
                { pc = 29; continue; }
            }
            19 => {
                // 275: К := ДОСКА БЕЛЫХ[8 × Г + В];
                rt.step(Some(950))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 954)?, 953)?, rt.var(f, 2, 955)?, 952)?, 951)?; rt.get1(rt.up(f, 1, 951)?, 17, i, 951)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 950)?; }
                // 276: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(956))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 958)?, V::Int(0), 957)?, 956)? { pc = 23; continue; }
                pc = 21;
            }
            21 => {
                // 276: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(959))?;
                { V::Int(1); let text = rt.string(V::Str("PNBRQKKR"), 959)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 961)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 964)?, V::Int(10), 963)?, V::Int(10), 962)?, 960)?, 959)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            23 => {
                // 279: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                rt.step(Some(965))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 969)?, 968)?, rt.var(f, 2, 970)?, 967)?, 966)?; rt.get1(rt.up(f, 1, 966)?, 18, i, 966)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 965)?; }
                // 280: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(971))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 973)?, V::Int(0), 972)?, 971)? { pc = 27; continue; }
                pc = 25;
            }
            25 => {
                // 280: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(974))?;
                { V::Int(1); let text = rt.string(V::Str("pnbrqkkr"), 974)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 976)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 979)?, V::Int(10), 978)?, V::Int(10), 977)?, 975)?, 974)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            27 => {
                // 280: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(980))?;
                { V::Int(1); rt.outstring(V::Str("."), 980)?; V::Empty };
                pc = 28;
            }
            28 => {
                // 273: for В := 1 step 1 until 8 do
                rt.step(Some(948))?;
                if let Some(n) = rt.step_local(f, 2, 1) { let done = match V::Int(8) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 948)? }; pc = if done { 29 } else { 19 }; continue; }
                { let v = rt.var(f, 2, 949)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 948)?; let p = Place::Slot(f.clone(), 2, Some(Ty::Integer)); rt.store(p, sum, 948)?; }
                { let v = rt.var(f, 2, 949)?; let b = V::Int(1); let c = V::Int(8); pc = if rt.exhausted(&v, &b, &c, 948)? { 29 } else { 19 }; continue; }
            }
            29 => {
                // 270: for Г := 7 step -1 until 0 do
                rt.step(Some(941))?;
                if let Some(n) = rt.step_local(f, 1, -1) { let done = match V::Int(0) { V::Int(c) => n < c, other => rt.exhausted(&V::Int(n), &V::Int(-1), &other, 941)? }; pc = if done { 30 } else { 12 }; continue; }
                { let v = rt.var(f, 1, 942)?; let b = V::Int(-1); let sum = rt.bin(Op::Add, v, b, 941)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 941)?; }
                { let v = rt.var(f, 1, 942)?; let b = V::Int(-1); let c = V::Int(0); pc = if rt.exhausted(&v, &b, &c, 941)? { 30 } else { 12 }; continue; }
            }
            30 => {
                // 284: output('/');  outstring(1, '  abcdefgh');  output('/')
                rt.step(Some(981))?;
                { let format = rt.format_string(V::Str("/"), 981)?; let values = []; rt.output(format, &values, 981)?; V::Empty };
                rt.step(Some(982))?;
                { V::Int(1); rt.outstring(V::Str("  abcdefgh"), 982)?; V::Empty };
                rt.step(Some(983))?;
                { let format = rt.format_string(V::Str("/"), 983)?; let values = []; rt.output(format, &values, 983)?; V::Empty };
                pc = 33;
            }
            _ => return Ok(()),
        }
    }
}

static P6: rt::ProcDef = rt::ProcDef { name: "ЗАПИСЬ", params: &[(1, true, Spec::Simple(Ty::Integer), 984), (2, true, Spec::Simple(Ty::Integer), 985)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p6_ЗАПИСЬ, site: 986 };
/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 47: С := ЧУЖАЯ ДОСКА[НА];
                rt.step(Some(987))?;
                { let v = { let fr = rt.up(f, 1, 988)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 1, 989)?, 988)?], 988)? } else { let a = rt.array(fr, 3, 988)?; rt.get(&a, &[rt.int(rt.var(f, 1, 989)?, 988)?], 988)? } }; rt.store_slot(rt.up(f, 1, 987)?, 18, Some(Ty::Integer), v, 987)?; }
                // 48: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(990))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 994)?, 18, 994)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 997)?, 18, 997)?, V::Int(10), 996)?, V::Int(10), 995)?, 993)?, V::Int(6), 992)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1000)?, 18, 1000)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 1003)?, 18, 1003)?, V::Int(10), 1002)?, V::Int(10), 1001)?, 999)?, V::Int(7), 998)?, 991)?, 990)? { pc = 3; continue; }
                pc = 2;
            }
            2 => {
                // 48: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(1004))?;
                return Err(rt.goto(rt.formal(rt.up(f, 1, 1005)?, 5, 1005)?, 1004));
            }
            3 => {
                // 49: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(1006))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1008)?, 7, 1008)?, V::Int(1), 1007)?; rt.store_slot(rt.up(f, 1, 1006)?, 7, Some(Ty::Integer), v, 1006)?; }
                rt.step(Some(1009))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1011)?, 7, 1011)?, 1010)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1013)?, 10, 1013)?, rt.var(f, 1, 1014)?, 1012)?; rt.store1(rt.up(f, 2, 1010)?, 15, i, v, 1010, 1009)?; }
                // 50: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(1015))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 1017)?, V::Int(0), 1016)?, 1015)? { pc = 8; continue; }
                pc = 6;
            }
            6 => {
                // 50: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(1018))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1020)?, 7, 1020)?, V::Int(1), 1019)?; rt.store_slot(rt.up(f, 1, 1018)?, 7, Some(Ty::Integer), v, 1018)?; }
                rt.step(Some(1021))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1023)?, 7, 1023)?, 1022)?; let v = rt.var(f, 2, 1024)?; rt.store1(rt.up(f, 2, 1022)?, 15, i, v, 1022, 1021)?; }
                pc = 8;
            }
            8 => {
                // 51: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
                rt.step(Some(1025))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1027)?, 7, 1027)?, V::Int(1), 1026)?; rt.store_slot(rt.up(f, 1, 1025)?, 7, Some(Ty::Integer), v, 1025)?; }
                rt.step(Some(1028))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1030)?, 7, 1030)?, 1029)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1034)?, 10, 1034)?, rt.var(f, 1, 1035)?, 1033)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(rt.up(f, 1, 1038)?, 18, 1038)?, rt.var(rt.up(f, 1, 1039)?, 11, 1039)?, 1037)?, 1036)?, 1032)?, 1031)?; rt.store1(rt.up(f, 2, 1029)?, 15, i, v, 1029, 1028)?; }
                pc = 10;
            }
            _ => return Ok(()),
        }
    }
}

static P7: rt::ProcDef = rt::ProcDef { name: "ХОД ПЕШКИ", params: &[(1, true, Spec::Simple(Ty::Integer), 1040)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p7_ХОДПЕШКИ, site: 1041 };
/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 55: if НА > 56 ∨ НА < 9 then
                rt.step(Some(1042))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Greater, rt.var(f, 1, 1045)?, V::Int(56), 1044)?, rt.bin(Op::Less, rt.var(f, 1, 1047)?, V::Int(9), 1046)?, 1043)?, 1042)? { pc = 6; continue; }
                pc = 1;
            }
            1 => {
                // 56: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
                rt.step(Some(1048))?;
                rt.invoke(&P6, rt.up(f, 1, 1048)?.clone(), [V::Loc(f.clone(), 1), V::Int(5)], 1048)?;
                rt.step(Some(1049))?;
                rt.invoke(&P6, rt.up(f, 1, 1049)?.clone(), [V::Loc(f.clone(), 1), V::Int(4)], 1049)?;
                rt.step(Some(1050))?;
                rt.invoke(&P6, rt.up(f, 1, 1050)?.clone(), [V::Loc(f.clone(), 1), V::Int(3)], 1050)?;
                rt.step(Some(1051))?;
                rt.invoke(&P6, rt.up(f, 1, 1051)?.clone(), [V::Loc(f.clone(), 1), V::Int(2)], 1051)?;
                rt.step(None)?;
                { pc = 7; continue; }
            }
            6 => {
                // 57: else ЗАПИСЬ(НА, 0);
                rt.step(Some(1052))?;
                rt.invoke(&P6, rt.up(f, 1, 1052)?.clone(), [V::Loc(f.clone(), 1), V::Int(0)], 1052)?;
                pc = 7;
            }
            _ => return Ok(()),
        }
    }
}

static P8: rt::ProcDef = rt::ProcDef { name: "РОКИРОВКА", params: &[(1, true, Spec::Simple(Ty::Integer), 1053), (2, true, Spec::Simple(Ty::Integer), 1054)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p8_РОКИРОВКА, site: 1055 };
/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[17];
    let mut pc = 0;
    loop {
        match p8_РОКИРОВКА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p8_РОКИРОВКА` from instruction `pc` on.
fn p8_РОКИРОВКА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 61: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(1056))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 1058)?, rt.var(rt.up(f, 1, 1059)?, 8, 1059)?, 1057)?, 1056)? { pc = 4; continue; }
                pc = 1;
            }
            1 => {
                // 61: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(1060))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1062)?, 8, 1062)?, V::Int(1), 1061)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1060)?; }
                rt.step(Some(1063))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 2, 1065)?, V::Int(1), 1064)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1063)?; }
                rt.step(None)?;
                { pc = 6; continue; }
            }
            4 => {
                // 62: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
                rt.step(Some(1066))?;
                { let v = rt.bin(Op::Add, rt.var(f, 2, 1068)?, V::Int(1), 1067)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1066)?; }
                rt.step(Some(1069))?;
                { let v = rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1071)?, 8, 1071)?, V::Int(1), 1070)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1069)?; }
                pc = 6;
            }
            6 => {
                // 63: for П := ОТ step 1 until ДО do
                rt.step(Some(1072))?;
                { let v = rt.var(f, 4, 1073)?; rt.store_slot(f, 3, Some(Ty::Integer), v, 1072)?; }
                rt.step(Some(1072))?;
                { let v = rt.var(f, 3, 1074)?; let b = V::Int(1); let c = rt.var(f, 5, 1075)?; if rt.exhausted(&v, &b, &c, 1072)? { pc = 13; continue; } }
                pc = 8;
            }
            8 => {
                rt.step(None)?;
                { pc = 10; continue; }
            }
            9 => {
                rt.step(None)?;
                { pc = 13; continue; }
            }
            10 => {
                // 64: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1076))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1079)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 3, 1080)?, 1079)?], 1079)? } else { let a = rt.array(fr, 2, 1079)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1080)?, 1079)?], 1079)? } }, V::Int(0), 1078)?, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1082)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 3, 1083)?, 1082)?], 1082)? } else { let a = rt.array(fr, 3, 1082)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1083)?, 1082)?], 1082)? } }, V::Int(0), 1081)?, 1077)?, 1076)? { pc = 12; continue; }
                pc = 11;
            }
            11 => {
                // 64: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1084))?;
                { pc = 17; continue; }
            }
            12 => {
                // 63: for П := ОТ step 1 until ДО do
                rt.step(Some(1072))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 5, 1075)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1072)? }; pc = if done { 13 } else { 10 }; continue; }
                { let v = rt.var(f, 3, 1074)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1072)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 1072)?; }
                { let v = rt.var(f, 3, 1074)?; let b = V::Int(1); let c = rt.var(f, 5, 1075)?; pc = if rt.exhausted(&v, &b, &c, 1072)? { 13 } else { 10 }; continue; }
            }
            13 => {
                // 65: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(1085))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1087)?, 7, 1087)?, V::Int(1), 1086)?; rt.store_slot(rt.up(f, 1, 1085)?, 7, Some(Ty::Integer), v, 1085)?; }
                rt.step(Some(1088))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1090)?, 7, 1090)?, 1089)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1092)?, 10, 1092)?, rt.var(f, 1, 1093)?, 1091)?; rt.store1(rt.up(f, 2, 1089)?, 15, i, v, 1089, 1088)?; }
                // 66: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
                rt.step(Some(1094))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1096)?, 7, 1096)?, V::Int(1), 1095)?; rt.store_slot(rt.up(f, 1, 1094)?, 7, Some(Ty::Integer), v, 1094)?; }
                rt.step(Some(1097))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1099)?, 7, 1099)?, 1098)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 1104)?, 1103)?, rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1107)?, 8, 1107)?, rt.var(f, 1, 1108)?, 1106)?, V::Int(2), 1105)?, 1102)?, rt.bin(Op::Mul, V::Int(10000000), { let fr = rt.up(f, 1, 1110)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 2, 1111)?, 1110)?], 1110)? } else { let a = rt.array(fr, 2, 1110)?; rt.get(&a, &[rt.int(rt.var(f, 2, 1111)?, 1110)?], 1110)? } }, 1109)?, 1101)?, 1100)?; rt.store1(rt.up(f, 2, 1098)?, 15, i, v, 1098, 1097)?; }
                pc = 17;
            }
            _ => return Ok(()),
        }
    }
}

static P9: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 1112)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p9_ПЕЧАТЬПОЛЯ, site: 1113 };
/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    // 259: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    rt.step(Some(1114))?;
    { V::Int(1); let text = rt.string(V::Str("abcdefgh"), 1114)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 1, 1116)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1120)?, V::Int(1), 1119)?, V::Int(8), 1118)?, V::Int(8), 1117)?, 1115)?, 1114)?; V::Empty };
    // 260: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    rt.step(Some(1121))?;
    { V::Int(1); let text = rt.string(V::Str("12345678"), 1121)?; rt.outchar(text, rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1125)?, V::Int(1), 1124)?, V::Int(8), 1123)?, V::Int(1), 1122)?, 1121)?; V::Empty };
    Ok(())
}

static T0: rt::ThunkDef = rt::ThunkDef { eval: t0, place: Some(t0_place) };
fn t0(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 192)?, 191)?; rt.get1(f, 14, i, 191)? }, V::Int(-1), 190)?, 189)? { rt.bin(Op::Add, rt.var(f, 12, 194)?, V::Int(2), 193)? } else { rt.bin(Op::Add, rt.var(f, 12, 196)?, V::Int(1), 195)? }, 188)?; rt.get1(f, 15, i, 188)? })
}
fn t0_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 188)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 192)?, 191)?; rt.get1(f, 14, i, 191)? }, V::Int(-1), 190)?, 189)? { rt.bin(Op::Add, rt.var(f, 12, 194)?, V::Int(2), 193)? } else { rt.bin(Op::Add, rt.var(f, 12, 196)?, V::Int(1), 195)? }, 188)?]; rt.elem_place(a, &s, 188) }
}

static T1: rt::ThunkDef = rt::ThunkDef { eval: t1, place: Some(t1_place) };
fn t1(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 208)?, 207)?; rt.get1(f, 14, i, 207)? }, V::Int(-1), 206)?, 205)? { rt.bin(Op::Add, rt.var(f, 11, 210)?, V::Int(2), 209)? } else { rt.bin(Op::Add, rt.var(f, 11, 212)?, V::Int(1), 211)? }, 204)?; rt.get1(f, 15, i, 204)? })
}
fn t1_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 204)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 208)?, 207)?; rt.get1(f, 14, i, 207)? }, V::Int(-1), 206)?, 205)? { rt.bin(Op::Add, rt.var(f, 11, 210)?, V::Int(2), 209)? } else { rt.bin(Op::Add, rt.var(f, 11, 212)?, V::Int(1), 211)? }, 204)?]; rt.elem_place(a, &s, 204) }
}

static T2: rt::ThunkDef = rt::ThunkDef { eval: t2, place: Some(t2_place) };
fn t2(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 238)?, 237)?; rt.get1(f, 14, i, 237)? }, V::Int(-1), 236)?, 235)? { rt.bin(Op::Add, rt.var(f, 10, 240)?, V::Int(2), 239)? } else { rt.bin(Op::Add, rt.var(f, 10, 242)?, V::Int(1), 241)? }, 234)?; rt.get1(f, 15, i, 234)? })
}
fn t2_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 234)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 238)?, 237)?; rt.get1(f, 14, i, 237)? }, V::Int(-1), 236)?, 235)? { rt.bin(Op::Add, rt.var(f, 10, 240)?, V::Int(2), 239)? } else { rt.bin(Op::Add, rt.var(f, 10, 242)?, V::Int(1), 241)? }, 234)?]; rt.elem_place(a, &s, 234) }
}

static T3: rt::ThunkDef = rt::ThunkDef { eval: t3, place: Some(t3_place) };
fn t3(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 258)?, 257)?; rt.get1(f, 14, i, 257)? }, V::Int(-1), 256)?, 255)? { rt.bin(Op::Add, rt.var(f, 9, 260)?, V::Int(2), 259)? } else { rt.bin(Op::Add, rt.var(f, 9, 262)?, V::Int(1), 261)? }, 254)?; rt.get1(f, 15, i, 254)? })
}
fn t3_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 254)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 258)?, 257)?; rt.get1(f, 14, i, 257)? }, V::Int(-1), 256)?, 255)? { rt.bin(Op::Add, rt.var(f, 9, 260)?, V::Int(2), 259)? } else { rt.bin(Op::Add, rt.var(f, 9, 262)?, V::Int(1), 261)? }, 254)?]; rt.elem_place(a, &s, 254) }
}

static T4: rt::ThunkDef = rt::ThunkDef { eval: t4, place: Some(t4_place) };
fn t4(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 272)?, 271)?; rt.get1(f, 14, i, 271)? }, V::Int(-1), 270)?, 269)? { rt.bin(Op::Add, rt.var(f, 8, 274)?, V::Int(2), 273)? } else { rt.bin(Op::Add, rt.var(f, 8, 276)?, V::Int(1), 275)? }, 268)?; rt.get1(f, 15, i, 268)? })
}
fn t4_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 268)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 272)?, 271)?; rt.get1(f, 14, i, 271)? }, V::Int(-1), 270)?, 269)? { rt.bin(Op::Add, rt.var(f, 8, 274)?, V::Int(2), 273)? } else { rt.bin(Op::Add, rt.var(f, 8, 276)?, V::Int(1), 275)? }, 268)?]; rt.elem_place(a, &s, 268) }
}

static T5: rt::ThunkDef = rt::ThunkDef { eval: t5, place: Some(t5_place) };
fn t5(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 292)?, 291)?; rt.get1(f, 14, i, 291)? }, V::Int(-1), 290)?, 289)? { rt.bin(Op::Add, rt.var(f, 7, 294)?, V::Int(2), 293)? } else { rt.bin(Op::Add, rt.var(f, 7, 296)?, V::Int(1), 295)? }, 288)?; rt.get1(f, 15, i, 288)? })
}
fn t5_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 288)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 292)?, 291)?; rt.get1(f, 14, i, 291)? }, V::Int(-1), 290)?, 289)? { rt.bin(Op::Add, rt.var(f, 7, 294)?, V::Int(2), 293)? } else { rt.bin(Op::Add, rt.var(f, 7, 296)?, V::Int(1), 295)? }, 288)?]; rt.elem_place(a, &s, 288) }
}

static T6: rt::ThunkDef = rt::ThunkDef { eval: t6, place: Some(t6_place) };
fn t6(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 306)?, 305)?; rt.get1(f, 14, i, 305)? }, V::Int(-1), 304)?, 303)? { rt.bin(Op::Add, rt.var(f, 6, 308)?, V::Int(2), 307)? } else { rt.bin(Op::Add, rt.var(f, 6, 310)?, V::Int(1), 309)? }, 302)?; rt.get1(f, 15, i, 302)? })
}
fn t6_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 15, 302)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 306)?, 305)?; rt.get1(f, 14, i, 305)? }, V::Int(-1), 304)?, 303)? { rt.bin(Op::Add, rt.var(f, 6, 308)?, V::Int(2), 307)? } else { rt.bin(Op::Add, rt.var(f, 6, 310)?, V::Int(1), 309)? }, 302)?]; rt.elem_place(a, &s, 302) }
}

static T7: rt::ThunkDef = rt::ThunkDef { eval: t7, place: None };
fn t7(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 422)?, rt.var(f, 21, 423)?, 421)?)
}

static T8: rt::ThunkDef = rt::ThunkDef { eval: t8, place: None };
fn t8(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 16, 434)?, V::Int(1), 433)?)
}

static T9: rt::ThunkDef = rt::ThunkDef { eval: t9, place: None };
fn t9(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 445)?, V::Int(1), 444)?)
}

static T10: rt::ThunkDef = rt::ThunkDef { eval: t10, place: None };
fn t10(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 586)?, V::Int(2), 585)?)
}

static T11: rt::ThunkDef = rt::ThunkDef { eval: t11, place: None };
fn t11(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 588)?, V::Int(3), 587)?)
}

static T12: rt::ThunkDef = rt::ThunkDef { eval: t12, place: None };
fn t12(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 602)?, V::Int(2), 601)?)
}

static T13: rt::ThunkDef = rt::ThunkDef { eval: t13, place: None };
fn t13(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 604)?, V::Int(4), 603)?)
}

static T14: rt::ThunkDef = rt::ThunkDef { eval: t14, place: None };
fn t14(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(rt.up(f, 1, 724)?, 4, 724)?, 723)?; rt.get1(rt.up(f, 1, 723)?, 14, i, 723)? }, V::Int(-1), 722)?, 721)? { rt.bin(Op::Sub, rt.var(f, 1, 726)?, V::Int(2), 725)? } else { rt.bin(Op::Sub, rt.var(f, 1, 728)?, V::Int(1), 727)? })
}

static T15: rt::ThunkDef = rt::ThunkDef { eval: t15, place: None };
fn t15(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Greater, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 731)?], 731)? } else { let a = rt.array(fr, 4, 731)?; rt.get(&a, &[rt.int(V::Int(0), 731)?], 731)? } }, V::Int(0), 730)?, 729)? { V::Int(5) } else { V::Int(61) })
}

static T16: rt::ThunkDef = rt::ThunkDef { eval: t16, place: None };
fn t16(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::IntDiv, rt.var(f, 4, 926)?, V::Int(100), 925)?)
}

static T17: rt::ThunkDef = rt::ThunkDef { eval: t17, place: None };
fn t17(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 4, 929)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 4, 932)?, V::Int(100), 931)?, V::Int(100), 930)?, 928)?)
}

