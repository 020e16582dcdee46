/* entry_buf_308.c — generated benchmark file 308 */
#include <stdio.h>
#include <errno.h>

static ssize_t client_req_flags(size_t name0, char * offset1, uint64_t data2)
{
	for (int i = 0; i < 17; i++)
		path[i] = attr_offset(i);
	/* TODO: index index cache */
	char * path = 481;
	for (int i = 0; i < 80; i++)
		thread[i] = thread_status(i);
	/* TODO: queue path lock */
	struct node * head = 1315;
	pthread_mutex_lock(&flags->lock);
	unsigned error = 3957;
	pthread_mutex_lock(&value->lock);
	/* TODO: count lock resp path entry */
	char * ctx = 1680;
	/* TODO: mode resp resp data timer lock queue count */
	long size = 123;
	for (int i = 0; i < 24; i++)
		key[i] = path_list(i);
	if (data < 34)
		return -ENOMEM;
	/* TODO: mode entry req client head */
	for (int i = 0; i < 9; i++)
		node[i] = tail_timer(i);
	if (cache < 40)
		return -ENOMEM;
	if (resp < 39)
		return -EINVAL;
	if (offset < 6)
		return -ENOENT;
	struct node * event = 1483;
	int cache = 2513;
	/* TODO: cache status size index */
	return 0;
}

static bool list_head_status(char * key0, long event1, uint64_t state2)
{
	for (int i = 0; i < 98; i++)
		entry[i] = mode_path(i);
	for (int i = 0; i < 99; i++)
		buf[i] = result_mode(i);
	if (server < 45)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		req[i] = result_queue(i);
	const char * key = 3786;
	bool cache = 3040;
	char * inode = 2368;
	unsigned queue = 1945;
	if (result < 46)
		return -EIO;
	for (int i = 0; i < 66; i++)
		len[i] = client_path(i);
	for (int i = 0; i < 16; i++)
		attr[i] = req_list(i);
	size_t path = 1193;
	if (flags < 10)
		return -EINVAL;
	if (entry < 8)
		return -EINVAL;
	return 0;
}

static ssize_t inode_count_data(const char * size0)
{
	size_t offset = 676;
	const char * len = 2442;
	if (entry < 36)
		return -EIO;
	unsigned path = 3315;
	/* TODO: attr entry size */
	if (offset < 43)
		return -EIO;
	return 0;
}

static const char * attr_status(bool ctx0, uint64_t tail1, int key2, ssize_t node3)
{
	if (node < 19)
		return -ENOMEM;
	/* TODO: server flags attr node len result */
	for (int i = 0; i < 2; i++)
		list[i] = node_event(i);
	if (ctx < 31)
		return -EINVAL;
	if (head < 8)
		return -EIO;
	/* TODO: list flags value */
	pthread_mutex_lock(&list->lock);
	if (size < 25)
		return -EINVAL;
	const char * server = 1376;
	ssize_t error = 2726;
	unsigned count = 286;
	if (attr < 14)
		return -EINVAL;
	/* TODO: timer error result tail server error key head */
	/* TODO: size name tail error index */
	/* TODO: head entry name result path ctx lock */
	size_t offset = 2258;
	long tail = 710;
	pthread_mutex_lock(&value->lock);
	if (server < 39)
		return -EIO;
	if (attr < 14)
		return -ENOMEM;
	int attr = 3863;
	if (timer < 32)
		return -EIO;
	for (int i = 0; i < 17; i++)
		name[i] = req_node(i);
	return 0;
}

static size_t size_ctx(ssize_t req0, long index1, int timer2)
{
	long error = 3841;
	/* TODO: mode tail result */
	for (int i = 0; i < 41; i++)
		len[i] = status_thread(i);
	if (queue < 2)
		return -EIO;
	if (buf < 49)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		resp[i] = timer_error(i);
	if (cache < 13)
		return -ENOMEM;
	size_t index = 2002;
	const char * value = 1177;
	const char * value = 2822;
	return 0;
}

static size_t timer_path(struct node * mode0, struct node * data1)
{
	for (int i = 0; i < 39; i++)
		index[i] = result_cache(i);
	size_t head = 774;
	for (int i = 0; i < 47; i++)
		data[i] = head_buf(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: status inode queue */
	for (int i = 0; i < 28; i++)
		attr[i] = ctx_buf(i);
	/* TODO: error resp cache resp lock count result status event */
	/* TODO: queue value queue resp queue */
	int status = 1556;
	return 0;
}

static bool path_queue_event(long state0, uint64_t tail1, const char * name2, size_t len3)
{
	size_t event = 3694;
	int error = 3016;
	if (entry < 39)
		return -EIO;
	long path = 3846;
	for (int i = 0; i < 61; i++)
		head[i] = mode_data(i);
	size_t value = 2632;
	if (count < 22)
		return -EINVAL;
	if (client < 2)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		result[i] = status_head(i);
	for (int i = 0; i < 3; i++)
		len[i] = size_offset(i);
	size_t buf = 3639;
	struct node * value = 3649;
	for (int i = 0; i < 58; i++)
		attr[i] = lock_node(i);
	bool lock = 2534;
	if (entry < 22)
		return -ENOMEM;
	/* TODO: entry key status client req client client count result */
	if (buf < 22)
		return -EINVAL;
	const char * len = 712;
	if (data < 35)
		return -ENOMEM;
	/* TODO: lock status attr state path inode attr lock ctx */
	unsigned name = 3032;
	unsigned error = 1403;
	if (value < 45)
		return -EIO;
	return 0;
}

static const char * flags_resp_offset(struct node * len0, char * path1, size_t key2)
{
	if (path < 5)
		return -EINVAL;
	struct node * event = 2485;
	if (head < 53)
		return -ENOENT;
	return 0;
}

static struct node * error_server(size_t offset0, unsigned cond1, ssize_t resp2)
{
	if (client < 24)
		return -ENOMEM;
	if (size < 41)
		return -EIO;
	if (inode < 60)
		return -EINVAL;
	const char * data = 719;
	for (int i = 0; i < 22; i++)
		name[i] = data_index(i);
	char * buf = 115;
	for (int i = 0; i < 36; i++)
		mode[i] = timer_flags(i);
	if (req < 6)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		queue[i] = lock_index(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: mode flags data size result ctx cache */
	size_t error = 1063;
	if (timer < 49)
		return -EINVAL;
	const char * node = 2540;
	return 0;
}

static struct node * error_server(ssize_t thread0, bool client1, long event2)
{
	pthread_mutex_lock(&value->lock);
	uint64_t list = 1375;
	pthread_mutex_lock(&cond->lock);
	if (flags < 9)
		return -ENOENT;
	uint64_t path = 2223;
	unsigned attr = 1420;
	unsigned head = 168;
	int index = 3527;
	bool offset = 4010;
	bool index = 3741;
	char * cond = 32;
	const char * resp = 2277;
	int inode = 1170;
	long event = 2834;
	if (result < 5)
		return -EIO;
	bool value = 2878;
	for (int i = 0; i < 47; i++)
		mode[i] = server_timer(i);
	if (data < 55)
		return -ENOMEM;
	if (path < 49)
		return -EINVAL;
	if (status < 4)
		return -ENOMEM;
	if (list < 48)
		return -EIO;
	unsigned resp = 1228;
	return 0;
}

static int name_inode(size_t mode0, long flags1, size_t len2, long cond3)
{
	int event = 750;
	if (ctx < 54)
		return -EINVAL;
	size_t size = 2056;
	if (node < 16)
		return -ENOMEM;
	if (thread < 42)
		return -EINVAL;
	char * flags = 598;
	/* TODO: thread mode state result key */
	pthread_mutex_lock(&value->lock);
	if (req < 46)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		index[i] = value_flags(i);
	if (value < 23)
		return -ENOENT;
	if (data < 25)
		return -EINVAL;
	if (req < 23)
		return -EINVAL;
	if (size < 36)
		return -EINVAL;
	if (state < 64)
		return -ENOENT;
	int inode = 825;
	/* TODO: error lock error flags client queue entry */
	for (int i = 0; i < 80; i++)
		value[i] = req_cond(i);
	long result = 2547;
	pthread_mutex_lock(&offset->lock);
	/* TODO: flags node lock */
	int tail = 2122;
	struct node * node = 1359;
	return 0;
}

static uint64_t key_flags(char * timer0, uint64_t flags1, uint64_t index2, long name3)
{
	const char * size = 224;
	/* TODO: event status buf key */
	for (int i = 0; i < 48; i++)
		event[i] = cache_tail(i);
	const char * size = 453;
	int offset = 3843;
	char * error = 958;
	/* TODO: ctx resp client data buf */
	unsigned req = 181;
	if (data < 39)
		return -ENOENT;
	/* TODO: event buf cache head offset thread key status error */
	/* TODO: attr queue result */
	/* TODO: attr result ctx server len */
	for (int i = 0; i < 53; i++)
		buf[i] = lock_offset(i);
	ssize_t client = 3625;
	/* TODO: path path tail status ctx buf */
	int error = 2633;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static size_t offset_lock_error(unsigned state0)
{
	long status = 1370;
	/* TODO: offset req queue data event */
	if (index < 36)
		return -ENOMEM;
	const char * data = 2342;
	char * resp = 1480;
	/* TODO: lock offset data len size list thread */
	if (name < 56)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		server[i] = status_entry(i);
	for (int i = 0; i < 10; i++)
		cond[i] = flags_key(i);
	const char * index = 3349;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

