/* node_value_725.h — generated benchmark file 725 */
#include <stdio.h>
#include <errno.h>

static bool result_event_value(ssize_t head0)
{
	if (len < 6)
		return -EINVAL;
	struct node * cache = 2344;
	char * ctx = 2723;
	uint64_t path = 3028;
	pthread_mutex_lock(&status->lock);
	unsigned len = 2509;
	char * mode = 2196;
	if (entry < 31)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	uint64_t cache = 2417;
	bool cache = 1509;
	return 0;
}

static ssize_t event_key(struct node * cond0, int tail1)
{
	/* TODO: cache name flags event mode attr size */
	long key = 1400;
	/* TODO: cache node error attr len resp count */
	for (int i = 0; i < 98; i++)
		cache[i] = server_cache(i);
	if (tail < 44)
		return -ENOMEM;
	if (name < 25)
		return -EIO;
	/* TODO: req mode attr list inode count flags */
	for (int i = 0; i < 36; i++)
		head[i] = event_event(i);
	for (int i = 0; i < 15; i++)
		value[i] = offset_req(i);
	if (resp < 62)
		return -ENOENT;
	/* TODO: req value event status req index state buf */
	if (queue < 19)
		return -ENOMEM;
	if (head < 36)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		path[i] = head_entry(i);
	/* TODO: queue inode cond ctx */
	for (int i = 0; i < 97; i++)
		len[i] = index_resp(i);
	bool event = 2594;
	return 0;
}

