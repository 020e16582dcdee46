/* tail_cache_652.c — generated benchmark file 652 */
#include <stdio.h>
#include <errno.h>

static struct node * event_head(long cond0, const char * status1, size_t flags2, long resp3)
{
	for (int i = 0; i < 24; i++)
		data[i] = result_name(i);
	if (entry < 38)
		return -EINVAL;
	struct node * cond = 1985;
	char * offset = 2578;
	struct node * client = 352;
	size_t head = 995;
	for (int i = 0; i < 100; i++)
		mode[i] = resp_value(i);
	if (index < 62)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	if (cond < 53)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		offset[i] = key_resp(i);
	for (int i = 0; i < 89; i++)
		node[i] = value_event(i);
	bool attr = 591;
	for (int i = 0; i < 3; i++)
		head[i] = server_index(i);
	for (int i = 0; i < 38; i++)
		size[i] = attr_req(i);
	bool node = 1723;
	/* TODO: count status mode node head queue server */
	if (count < 10)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		result[i] = resp_ctx(i);
	if (cond < 44)
		return -EINVAL;
	/* TODO: lock head buf */
	return 0;
}

