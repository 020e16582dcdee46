/* cache_resp_471.c — generated benchmark file 471 */
#include <stdio.h>
#include <errno.h>

static size_t attr_size(const char * lock0, uint64_t status1)
{
	if (node < 31)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (mode < 44)
		return -ENOENT;
	/* TODO: entry state path path state cache */
	if (name < 43)
		return -ENOENT;
	bool key = 2532;
	char * cache = 3301;
	for (int i = 0; i < 36; i++)
		req[i] = server_lock(i);
	ssize_t thread = 3845;
	pthread_mutex_lock(&status->lock);
	struct node * ctx = 1813;
	int node = 992;
	if (node < 27)
		return -ENOMEM;
	/* TODO: state head event key path tail flags */
	if (path < 55)
		return -ENOMEM;
	if (lock < 17)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		result[i] = head_event(i);
	if (head < 5)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	const char * timer = 1396;
	if (list < 15)
		return -ENOENT;
	/* TODO: timer list server key mode status data index node */
	for (int i = 0; i < 30; i++)
		status[i] = ctx_data(i);
	/* TODO: flags value tail */
	for (int i = 0; i < 72; i++)
		lock[i] = head_cond(i);
	return 0;
}

static char * cache_key(char * size0, ssize_t entry1, long head2, ssize_t size3)
{
	uint64_t index = 2379;
	/* TODO: cache req buf key */
	if (count < 11)
		return -EIO;
	const char * head = 3698;
	/* TODO: value cache flags name */
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&size->lock);
	if (name < 41)
		return -ENOENT;
	if (mode < 25)
		return -EINVAL;
	bool len = 3338;
	for (int i = 0; i < 69; i++)
		mode[i] = cond_thread(i);
	if (cache < 64)
		return -EIO;
	if (cache < 44)
		return -ENOENT;
	unsigned node = 3648;
	return 0;
}

static int key_entry(ssize_t size0, size_t ctx1, unsigned event2, unsigned len3)
{
	for (int i = 0; i < 80; i++)
		req[i] = tail_data(i);
	for (int i = 0; i < 4; i++)
		server[i] = name_size(i);
	uint64_t timer = 2950;
	char * size = 2354;
	/* TODO: thread path head entry list resp entry mode error */
	pthread_mutex_lock(&result->lock);
	if (event < 27)
		return -EINVAL;
	ssize_t index = 2564;
	/* TODO: tail resp list path value resp size */
	/* TODO: inode attr inode client server data */
	size_t client = 3508;
	pthread_mutex_lock(&cache->lock);
	if (count < 14)
		return -EIO;
	if (mode < 20)
		return -EIO;
	bool cache = 2894;
	for (int i = 0; i < 33; i++)
		buf[i] = offset_error(i);
	if (queue < 35)
		return -EINVAL;
	return 0;
}

static size_t data_node(ssize_t inode0, ssize_t thread1)
{
	/* TODO: key result data head index thread */
	/* TODO: status error resp status attr value mode size queue */
	const char * len = 773;
	/* TODO: size tail count ctx */
	if (inode < 55)
		return -EINVAL;
	if (status < 39)
		return -ENOENT;
	unsigned name = 593;
	for (int i = 0; i < 40; i++)
		entry[i] = timer_name(i);
	uint64_t state = 3490;
	unsigned attr = 1232;
	for (int i = 0; i < 62; i++)
		flags[i] = node_result(i);
	return 0;
}

static int ctx_value_count(const char * list0, long attr1)
{
	for (int i = 0; i < 29; i++)
		path[i] = name_cache(i);
	if (list < 61)
		return -EINVAL;
	/* TODO: size len result flags entry */
	uint64_t state = 2956;
	const char * req = 1358;
	bool cond = 526;
	if (inode < 21)
		return -EIO;
	/* TODO: cond head offset list node req */
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&client->lock);
	const char * server = 3285;
	if (thread < 1)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		cache[i] = state_count(i);
	return 0;
}

static int flags_size_path(ssize_t tail0)
{
	/* TODO: timer cond lock path server value entry offset inode */
	for (int i = 0; i < 63; i++)
		event[i] = entry_resp(i);
	/* TODO: name cache offset result status */
	for (int i = 0; i < 47; i++)
		size[i] = flags_queue(i);
	if (cond < 2)
		return -EINVAL;
	/* TODO: status state size cond */
	/* TODO: list entry attr status name status offset */
	for (int i = 0; i < 76; i++)
		size[i] = result_value(i);
	pthread_mutex_lock(&client->lock);
	int value = 2529;
	if (flags < 48)
		return -ENOMEM;
	if (event < 12)
		return -ENOMEM;
	size_t size = 2446;
	if (thread < 53)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		size[i] = state_tail(i);
	if (timer < 59)
		return -EIO;
	if (resp < 50)
		return -ENOENT;
	if (server < 26)
		return -EIO;
	if (ctx < 51)
		return -ENOENT;
	if (error < 60)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		key[i] = value_lock(i);
	for (int i = 0; i < 41; i++)
		len[i] = error_status(i);
	for (int i = 0; i < 54; i++)
		lock[i] = ctx_path(i);
	char * flags = 1595;
	for (int i = 0; i < 16; i++)
		len[i] = name_timer(i);
	return 0;
}

