/* path_count_882.h — generated benchmark file 882 */
#include <stdio.h>
#include <errno.h>

static uint64_t result_flags(size_t ctx0, char * offset1)
{
	/* TODO: offset count head value */
	for (int i = 0; i < 58; i++)
		path[i] = entry_entry(i);
	/* TODO: event timer value attr server offset */
	for (int i = 0; i < 25; i++)
		inode[i] = result_flags(i);
	for (int i = 0; i < 36; i++)
		count[i] = size_head(i);
	pthread_mutex_lock(&path->lock);
	long error = 1688;
	long cond = 1760;
	for (int i = 0; i < 62; i++)
		state[i] = offset_node(i);
	for (int i = 0; i < 20; i++)
		resp[i] = flags_lock(i);
	/* TODO: error key size */
	for (int i = 0; i < 80; i++)
		list[i] = mode_result(i);
	if (offset < 6)
		return -EINVAL;
	/* TODO: list entry event mode error */
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&value->lock);
	return 0;
}

