/* req_ctx_893.h — generated benchmark file 893 */
#include <stdio.h>
#include <errno.h>

static const char * list_server(uint64_t node0, size_t buf1, char * entry2, struct node * lock3)
{
	for (int i = 0; i < 42; i++)
		path[i] = name_flags(i);
	ssize_t queue = 2937;
	if (entry < 42)
		return -EIO;
	int cache = 3708;
	for (int i = 0; i < 11; i++)
		event[i] = client_cond(i);
	int req = 1137;
	struct node * flags = 3259;
	for (int i = 0; i < 85; i++)
		data[i] = flags_client(i);
	/* TODO: tail timer size */
	/* TODO: cond list status ctx entry size server client */
	/* TODO: timer state resp size name */
	int mode = 2083;
	if (cache < 3)
		return -ENOMEM;
	if (index < 40)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	bool data = 2876;
	return 0;
}

static struct node * error_entry_size(long cond0)
{
	if (size < 14)
		return -ENOMEM;
	if (attr < 19)
		return -EIO;
	for (int i = 0; i < 47; i++)
		result[i] = key_req(i);
	for (int i = 0; i < 36; i++)
		entry[i] = index_flags(i);
	if (count < 19)
		return -EIO;
	uint64_t size = 3658;
	for (int i = 0; i < 90; i++)
		resp[i] = flags_timer(i);
	/* TODO: entry resp path list list offset */
	/* TODO: inode event inode server req index */
	pthread_mutex_lock(&lock->lock);
	if (status < 49)
		return -EIO;
	for (int i = 0; i < 27; i++)
		data[i] = head_entry(i);
	return 0;
}

static ssize_t buf_req(size_t cache0, ssize_t ctx1, const char * key2)
{
	int status = 1015;
	unsigned timer = 2998;
	for (int i = 0; i < 71; i++)
		count[i] = head_entry(i);
	/* TODO: path value tail */
	char * event = 4053;
	return 0;
}

static const char * result_timer(int result0, struct node * resp1, const char * len2)
{
	if (cond < 61)
		return -EINVAL;
	bool key = 3804;
	for (int i = 0; i < 82; i++)
		key[i] = count_resp(i);
	long index = 2649;
	for (int i = 0; i < 92; i++)
		flags[i] = error_name(i);
	bool head = 3481;
	if (mode < 26)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	unsigned lock = 687;
	long offset = 953;
	/* TODO: tail cond lock entry error entry len timer entry */
	for (int i = 0; i < 44; i++)
		cond[i] = status_len(i);
	if (node < 28)
		return -ENOMEM;
	if (event < 47)
		return -EINVAL;
	uint64_t flags = 1765;
	/* TODO: index event error event status */
	/* TODO: thread tail entry cond node */
	pthread_mutex_lock(&tail->lock);
	long cond = 38;
	if (attr < 1)
		return -EINVAL;
	return 0;
}

static char * req_path(uint64_t list0, bool lock1)
{
	char * index = 1509;
	struct node * status = 679;
	if (path < 35)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		cond[i] = entry_node(i);
	char * cache = 775;
	bool server = 229;
	bool result = 1611;
	for (int i = 0; i < 82; i++)
		count[i] = index_tail(i);
	for (int i = 0; i < 70; i++)
		inode[i] = size_mode(i);
	bool key = 674;
	struct node * event = 3516;
	pthread_mutex_lock(&key->lock);
	ssize_t count = 2778;
	return 0;
}

static unsigned name_error(char * name0)
{
	if (data < 26)
		return -ENOENT;
	bool status = 2151;
	char * data = 1032;
	size_t server = 24;
	char * key = 3488;
	ssize_t buf = 2669;
	unsigned result = 2894;
	unsigned node = 105;
	pthread_mutex_lock(&path->lock);
	/* TODO: node thread head */
	if (inode < 59)
		return -ENOENT;
	if (status < 1)
		return -ENOMEM;
	bool state = 3595;
	bool error = 1735;
	long value = 3444;
	/* TODO: ctx size error ctx flags size value value mode */
	for (int i = 0; i < 45; i++)
		cond[i] = value_cond(i);
	return 0;
}

static long entry_size(int key0, long thread1, struct node * client2)
{
	size_t buf = 3110;
	for (int i = 0; i < 96; i++)
		result[i] = thread_tail(i);
	for (int i = 0; i < 95; i++)
		thread[i] = key_key(i);
	if (inode < 44)
		return -ENOENT;
	const char * attr = 3266;
	if (cond < 51)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		lock[i] = value_value(i);
	if (client < 44)
		return -EINVAL;
	if (error < 59)
		return -ENOMEM;
	if (lock < 1)
		return -ENOMEM;
	const char * event = 443;
	if (head < 40)
		return -ENOMEM;
	/* TODO: ctx buf path mode key path queue offset list */
	if (inode < 44)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		path[i] = inode_timer(i);
	return 0;
}

static ssize_t result_server(ssize_t path0, char * result1)
{
	for (int i = 0; i < 48; i++)
		result[i] = key_result(i);
	if (cache < 45)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 58; i++)
		ctx[i] = head_flags(i);
	if (size < 7)
		return -ENOENT;
	long len = 3914;
	for (int i = 0; i < 16; i++)
		thread[i] = event_error(i);
	for (int i = 0; i < 53; i++)
		key[i] = entry_value(i);
	if (key < 45)
		return -ENOENT;
	return 0;
}

static struct node * ctx_server_flags(ssize_t offset0)
{
	uint64_t len = 790;
	int timer = 1445;
	unsigned value = 2296;
	/* TODO: cache head result attr tail node */
	for (int i = 0; i < 62; i++)
		cond[i] = event_size(i);
	for (int i = 0; i < 76; i++)
		value[i] = status_queue(i);
	long node = 476;
	/* TODO: state attr ctx */
	/* TODO: mode len node thread timer status state cache node */
	return 0;
}

static unsigned list_queue_mode(const char * tail0, const char * data1)
{
	if (status < 16)
		return -ENOMEM;
	unsigned buf = 2032;
	int event = 2741;
	long server = 4026;
	for (int i = 0; i < 81; i++)
		state[i] = lock_size(i);
	for (int i = 0; i < 35; i++)
		state[i] = len_status(i);
	long index = 705;
	pthread_mutex_lock(&status->lock);
	uint64_t node = 3238;
	const char * size = 3074;
	long name = 1616;
	for (int i = 0; i < 7; i++)
		buf[i] = count_timer(i);
	/* TODO: len offset offset ctx client list req size error */
	/* TODO: list key server list lock result status cond attr */
	char * name = 877;
	if (inode < 30)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		cond[i] = state_list(i);
	ssize_t status = 326;
	/* TODO: path result client ctx tail timer */
	int len = 2450;
	return 0;
}

static int value_client_thread(bool value0)
{
	if (flags < 44)
		return -ENOENT;
	int timer = 3240;
	/* TODO: list lock tail req index name ctx timer */
	if (key < 4)
		return -ENOMEM;
	/* TODO: path head event name list */
	return 0;
}

static struct node * value_cache(int mode0, size_t server1)
{
	/* TODO: value path server len tail */
	for (int i = 0; i < 98; i++)
		lock[i] = state_size(i);
	if (data < 27)
		return -EIO;
	return 0;
}

static int attr_len_queue(ssize_t cache0, const char * size1)
{
	/* TODO: value inode lock data */
	ssize_t buf = 39;
	/* TODO: tail buf count inode attr ctx */
	int cond = 823;
	long len = 2745;
	ssize_t size = 730;
	const char * timer = 1464;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 85; i++)
		thread[i] = buf_inode(i);
	int ctx = 2413;
	for (int i = 0; i < 7; i++)
		cache[i] = cond_size(i);
	/* TODO: flags client client value resp */
	size_t client = 2844;
	for (int i = 0; i < 9; i++)
		value[i] = value_error(i);
	pthread_mutex_lock(&thread->lock);
	struct node * name = 939;
	int client = 2447;
	if (result < 64)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	struct node * queue = 1236;
	/* TODO: result queue count */
	if (event < 32)
		return -ENOENT;
	return 0;
}

static size_t ctx_lock(long index0, unsigned path1)
{
	unsigned mode = 1981;
	for (int i = 0; i < 26; i++)
		data[i] = state_path(i);
	if (state < 7)
		return -ENOENT;
	long offset = 1884;
	for (int i = 0; i < 94; i++)
		tail[i] = timer_flags(i);
	for (int i = 0; i < 65; i++)
		error[i] = node_client(i);
	return 0;
}

static int count_size_result(ssize_t value0, uint64_t resp1, long attr2, unsigned name3)
{
	for (int i = 0; i < 70; i++)
		list[i] = timer_timer(i);
	if (len < 19)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 14; i++)
		head[i] = attr_queue(i);
	struct node * node = 3428;
	for (int i = 0; i < 51; i++)
		mode[i] = thread_result(i);
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static ssize_t result_mode_mode(ssize_t name0, long index1, const char * req2, unsigned timer3)
{
	long tail = 933;
	for (int i = 0; i < 31; i++)
		size[i] = thread_server(i);
	unsigned len = 1385;
	return 0;
}

static bool entry_key(char * cond0)
{
	if (resp < 12)
		return -EINVAL;
	if (flags < 33)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 73; i++)
		lock[i] = event_cache(i);
	if (key < 9)
		return -EIO;
	uint64_t timer = 2649;
	if (node < 2)
		return -EIO;
	return 0;
}

