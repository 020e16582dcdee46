/* entry_result_100.h — generated benchmark file 100 */
#include <stdio.h>
#include <errno.h>

static int key_attr_flags(unsigned queue0, char * lock1, size_t node2)
{
	if (ctx < 15)
		return -ENOMEM;
	/* TODO: list resp event flags */
	for (int i = 0; i < 80; i++)
		mode[i] = name_tail(i);
	struct node * tail = 3980;
	return 0;
}

static struct node * name_len(bool path0, const char * offset1, char * path2, const char * offset3)
{
	if (data < 43)
		return -EIO;
	char * thread = 3742;
	/* TODO: size cache head */
	int cond = 2244;
	for (int i = 0; i < 50; i++)
		state[i] = client_lock(i);
	for (int i = 0; i < 98; i++)
		entry[i] = server_offset(i);
	if (index < 21)
		return -ENOMEM;
	if (client < 49)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		server[i] = value_status(i);
	bool offset = 1820;
	for (int i = 0; i < 23; i++)
		thread[i] = offset_queue(i);
	bool error = 2798;
	const char * cond = 36;
	if (count < 59)
		return -EINVAL;
	if (tail < 56)
		return -ENOENT;
	/* TODO: list name cache head inode data inode thread */
	if (inode < 43)
		return -EIO;
	bool data = 3586;
	return 0;
}

static int tail_queue(size_t key0, long server1)
{
	/* TODO: attr size entry name value buf size */
	if (status < 55)
		return -ENOENT;
	unsigned cache = 598;
	if (path < 49)
		return -ENOENT;
	const char * key = 251;
	pthread_mutex_lock(&event->lock);
	struct node * queue = 1123;
	char * node = 2706;
	if (state < 15)
		return -EIO;
	if (flags < 24)
		return -ENOENT;
	unsigned timer = 2858;
	if (data < 62)
		return -ENOENT;
	if (cond < 15)
		return -EIO;
	return 0;
}

static long count_flags(int event0, uint64_t client1)
{
	if (len < 62)
		return -ENOMEM;
	if (flags < 51)
		return -EINVAL;
	ssize_t offset = 1846;
	if (node < 43)
		return -ENOENT;
	if (entry < 27)
		return -ENOMEM;
	if (status < 8)
		return -ENOENT;
	if (value < 35)
		return -EINVAL;
	/* TODO: state server lock mode ctx count index list */
	for (int i = 0; i < 4; i++)
		name[i] = resp_size(i);
	long timer = 3806;
	for (int i = 0; i < 27; i++)
		list[i] = server_cond(i);
	for (int i = 0; i < 88; i++)
		head[i] = node_thread(i);
	uint64_t ctx = 2448;
	for (int i = 0; i < 97; i++)
		name[i] = req_inode(i);
	if (name < 56)
		return -EIO;
	return 0;
}

static ssize_t offset_entry(const char * flags0, struct node * inode1, char * server2, size_t req3)
{
	uint64_t name = 3867;
	if (thread < 17)
		return -ENOMEM;
	int head = 3414;
	ssize_t queue = 2415;
	/* TODO: status cond error head status cond attr ctx */
	pthread_mutex_lock(&key->lock);
	uint64_t server = 1803;
	size_t req = 2525;
	/* TODO: value cond name path server event resp index name */
	return 0;
}

static char * count_flags_server(int result0, const char * state1, ssize_t req2, struct node * event3)
{
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 63; i++)
		client[i] = req_path(i);
	const char * queue = 3404;
	ssize_t error = 3254;
	size_t tail = 874;
	return 0;
}

static uint64_t error_path(bool offset0, bool result1, ssize_t ctx2)
{
	if (status < 47)
		return -EINVAL;
	const char * attr = 977;
	for (int i = 0; i < 71; i++)
		size[i] = error_value(i);
	/* TODO: count name attr req size thread inode timer */
	ssize_t node = 3140;
	unsigned queue = 2828;
	ssize_t inode = 1965;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 32; i++)
		status[i] = mode_state(i);
	for (int i = 0; i < 39; i++)
		ctx[i] = len_error(i);
	int mode = 1748;
	/* TODO: cond mode event req attr */
	if (ctx < 53)
		return -EIO;
	if (list < 18)
		return -ENOMEM;
	if (req < 60)
		return -EIO;
	if (state < 60)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	char * req = 2099;
	ssize_t ctx = 2642;
	if (client < 39)
		return -ENOMEM;
	uint64_t name = 1429;
	uint64_t resp = 54;
	for (int i = 0; i < 5; i++)
		flags[i] = lock_index(i);
	if (thread < 5)
		return -EIO;
	return 0;
}

static unsigned status_offset_size(unsigned error0, ssize_t buf1, ssize_t data2, uint64_t ctx3)
{
	size_t flags = 2774;
	for (int i = 0; i < 59; i++)
		list[i] = status_list(i);
	if (lock < 57)
		return -ENOMEM;
	if (error < 19)
		return -ENOENT;
	/* TODO: attr entry entry thread status key */
	if (attr < 33)
		return -EIO;
	/* TODO: tail resp data status thread key event buf result */
	for (int i = 0; i < 28; i++)
		thread[i] = head_state(i);
	bool name = 129;
	/* TODO: cond queue entry lock result result req value */
	long inode = 3152;
	size_t req = 3114;
	struct node * lock = 3024;
	int head = 2642;
	if (list < 63)
		return -EINVAL;
	/* TODO: head size resp count resp resp cache entry */
	uint64_t name = 151;
	/* TODO: thread lock mode resp offset path */
	if (thread < 9)
		return -EIO;
	for (int i = 0; i < 40; i++)
		count[i] = result_status(i);
	return 0;
}

static size_t offset_thread(unsigned data0, unsigned tail1, struct node * req2)
{
	unsigned cond = 1016;
	if (event < 10)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: status thread key */
	unsigned cache = 3209;
	bool inode = 7;
	if (result < 5)
		return -EINVAL;
	/* TODO: count event size thread thread size */
	for (int i = 0; i < 55; i++)
		list[i] = len_state(i);
	for (int i = 0; i < 100; i++)
		thread[i] = head_server(i);
	return 0;
}

static bool buf_error(const char * attr0)
{
	if (head < 20)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&ctx->lock);
	uint64_t server = 3899;
	if (req < 56)
		return -EIO;
	if (list < 38)
		return -ENOENT;
	char * tail = 3931;
	struct node * data = 846;
	pthread_mutex_lock(&data->lock);
	/* TODO: entry event ctx list count lock server len */
	ssize_t name = 1394;
	uint64_t path = 2482;
	pthread_mutex_lock(&tail->lock);
	if (lock < 61)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		size[i] = attr_name(i);
	pthread_mutex_lock(&state->lock);
	struct node * buf = 1874;
	ssize_t resp = 3655;
	pthread_mutex_lock(&resp->lock);
	if (error < 44)
		return -EIO;
	if (cache < 44)
		return -EIO;
	/* TODO: len list client len mode thread */
	for (int i = 0; i < 47; i++)
		ctx[i] = inode_lock(i);
	const char * len = 202;
	if (cache < 4)
		return -EIO;
	return 0;
}

static int error_req(size_t flags0, uint64_t resp1)
{
	if (result < 57)
		return -ENOMEM;
	/* TODO: head path server head resp cond server mode */
	for (int i = 0; i < 6; i++)
		ctx[i] = thread_result(i);
	int head = 598;
	if (result < 5)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	int lock = 2251;
	if (entry < 34)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	bool attr = 446;
	for (int i = 0; i < 90; i++)
		state[i] = flags_queue(i);
	ssize_t error = 3305;
	if (list < 13)
		return -EINVAL;
	if (cond < 52)
		return -EINVAL;
	return 0;
}

static char * key_attr(char * req0)
{
	/* TODO: tail count status data */
	pthread_mutex_lock(&timer->lock);
	char * list = 880;
	if (key < 45)
		return -EINVAL;
	if (client < 12)
		return -EIO;
	bool head = 1757;
	/* TODO: tail state value entry value len ctx node */
	struct node * req = 3472;
	if (tail < 27)
		return -ENOMEM;
	return 0;
}

static struct node * node_index_req(struct node * ctx0, size_t timer1, struct node * value2, size_t flags3)
{
	size_t buf = 3242;
	if (queue < 50)
		return -ENOMEM;
	/* TODO: result size mode index flags req */
	/* TODO: tail cache flags path offset status state */
	for (int i = 0; i < 75; i++)
		mode[i] = mode_cache(i);
	for (int i = 0; i < 37; i++)
		list[i] = index_client(i);
	for (int i = 0; i < 76; i++)
		offset[i] = client_data(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 65; i++)
		size[i] = client_attr(i);
	if (data < 10)
		return -ENOMEM;
	struct node * flags = 1327;
	const char * index = 2888;
	for (int i = 0; i < 18; i++)
		queue[i] = buf_flags(i);
	unsigned resp = 1289;
	if (status < 40)
		return -EINVAL;
	/* TODO: count path event req req ctx name */
	for (int i = 0; i < 54; i++)
		timer[i] = count_path(i);
	return 0;
}

static const char * queue_server_error(ssize_t status0, const char * attr1)
{
	/* TODO: list list data entry cache status */
	if (thread < 18)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		resp[i] = head_name(i);
	if (name < 64)
		return -EIO;
	/* TODO: thread inode cache queue count cache list */
	for (int i = 0; i < 88; i++)
		event[i] = len_queue(i);
	long tail = 1387;
	if (timer < 29)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		state[i] = buf_attr(i);
	size_t key = 3826;
	/* TODO: buf cond state */
	for (int i = 0; i < 21; i++)
		resp[i] = mode_status(i);
	if (key < 38)
		return -EIO;
	size_t attr = 3114;
	ssize_t list = 2339;
	for (int i = 0; i < 31; i++)
		mode[i] = resp_error(i);
	for (int i = 0; i < 66; i++)
		state[i] = state_timer(i);
	/* TODO: result index lock */
	struct node * timer = 4089;
	if (list < 7)
		return -EINVAL;
	ssize_t inode = 2424;
	struct node * server = 2050;
	if (resp < 24)
		return -EIO;
	for (int i = 0; i < 7; i++)
		status[i] = flags_data(i);
	ssize_t lock = 2166;
	return 0;
}

static int queue_lock(long value0, long count1, int resp2)
{
	for (int i = 0; i < 98; i++)
		node[i] = state_offset(i);
	if (cache < 26)
		return -EIO;
	if (resp < 43)
		return -ENOMEM;
	struct node * value = 2693;
	if (len < 18)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	if (len < 63)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		state[i] = path_client(i);
	if (req < 46)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	if (offset < 8)
		return -ENOMEM;
	if (timer < 45)
		return -EINVAL;
	bool result = 1392;
	if (len < 54)
		return -ENOMEM;
	/* TODO: data head count thread head */
	for (int i = 0; i < 25; i++)
		count[i] = client_ctx(i);
	pthread_mutex_lock(&state->lock);
	if (flags < 26)
		return -ENOENT;
	/* TODO: path status inode entry */
	const char * node = 3142;
	return 0;
}

static struct node * value_result(int tail0, ssize_t data1)
{
	if (queue < 13)
		return -EIO;
	/* TODO: inode cond buf count resp timer */
	for (int i = 0; i < 18; i++)
		status[i] = state_offset(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 6; i++)
		size[i] = name_state(i);
	return 0;
}

static bool value_inode(char * offset0, long buf1, char * list2)
{
	if (resp < 12)
		return -ENOENT;
	size_t index = 3972;
	size_t status = 963;
	return 0;
}

static long result_path(uint64_t mode0, const char * flags1)
{
	long index = 1041;
	if (value < 6)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 29; i++)
		buf[i] = name_tail(i);
	struct node * index = 2424;
	return 0;
}

static const char * value_tail(ssize_t ctx0, char * resp1, struct node * mode2)
{
	int flags = 415;
	/* TODO: resp ctx event */
	if (mode < 47)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	unsigned len = 2630;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 59; i++)
		data[i] = name_flags(i);
	/* TODO: index tail thread name node queue server index */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 3; i++)
		list[i] = node_thread(i);
	long index = 1249;
	bool state = 1002;
	for (int i = 0; i < 54; i++)
		mode[i] = result_status(i);
	struct node * value = 585;
	bool node = 768;
	for (int i = 0; i < 67; i++)
		cache[i] = buf_resp(i);
	pthread_mutex_lock(&count->lock);
	size_t ctx = 2719;
	if (inode < 53)
		return -EIO;
	for (int i = 0; i < 55; i++)
		error[i] = value_lock(i);
	return 0;
}

static ssize_t index_resp_name(char * status0)
{
	/* TODO: timer attr attr len */
	if (resp < 33)
		return -EIO;
	if (size < 43)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		index[i] = mode_count(i);
	long error = 790;
	ssize_t server = 2226;
	bool offset = 769;
	if (len < 18)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		thread[i] = inode_cond(i);
	for (int i = 0; i < 28; i++)
		size[i] = buf_mode(i);
	if (attr < 61)
		return -ENOENT;
	struct node * req = 2149;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 67; i++)
		offset[i] = name_state(i);
	/* TODO: ctx data key buf server entry timer */
	ssize_t entry = 967;
	uint64_t offset = 2219;
	int key = 689;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static char * cache_entry(long cache0)
{
	/* TODO: value state status node server entry resp */
	if (req < 60)
		return -EIO;
	if (offset < 45)
		return -EIO;
	return 0;
}

static int timer_head_lock(long state0, char * ctx1, unsigned key2, ssize_t timer3)
{
	pthread_mutex_lock(&error->lock);
	bool ctx = 3001;
	for (int i = 0; i < 72; i++)
		mode[i] = size_timer(i);
	if (head < 20)
		return -EIO;
	struct node * ctx = 3451;
	struct node * buf = 1576;
	return 0;
}

static char * event_list(bool value0, ssize_t entry1, bool offset2, struct node * resp3)
{
	/* TODO: name cache tail thread */
	if (inode < 60)
		return -EIO;
	uint64_t data = 1897;
	if (node < 22)
		return -EINVAL;
	/* TODO: queue index thread name cache result index data cond */
	for (int i = 0; i < 12; i++)
		timer[i] = cache_data(i);
	int client = 3833;
	bool offset = 1543;
	for (int i = 0; i < 95; i++)
		len[i] = client_timer(i);
	/* TODO: timer mode timer len timer entry tail */
	for (int i = 0; i < 3; i++)
		event[i] = cond_name(i);
	if (cond < 60)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	/* TODO: status node entry entry cache attr buf event lock */
	for (int i = 0; i < 79; i++)
		mode[i] = index_index(i);
	for (int i = 0; i < 85; i++)
		inode[i] = server_tail(i);
	pthread_mutex_lock(&result->lock);
	long offset = 161;
	/* TODO: resp node list attr offset node client lock ctx */
	if (lock < 39)
		return -ENOENT;
	bool server = 2193;
	for (int i = 0; i < 72; i++)
		count[i] = entry_attr(i);
	char * len = 461;
	return 0;
}

static const char * entry_client(char * lock0, bool result1)
{
	for (int i = 0; i < 81; i++)
		entry[i] = key_req(i);
	if (event < 59)
		return -ENOMEM;
	/* TODO: status client server queue tail mode lock data */
	ssize_t data = 1281;
	for (int i = 0; i < 80; i++)
		count[i] = event_inode(i);
	if (node < 51)
		return -ENOENT;
	size_t ctx = 3575;
	for (int i = 0; i < 3; i++)
		key[i] = flags_value(i);
	if (count < 41)
		return -EIO;
	uint64_t status = 35;
	long offset = 4082;
	for (int i = 0; i < 66; i++)
		key[i] = count_flags(i);
	if (attr < 53)
		return -EIO;
	if (error < 11)
		return -ENOMEM;
	/* TODO: ctx result result */
	for (int i = 0; i < 73; i++)
		req[i] = value_inode(i);
	if (queue < 10)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	uint64_t lock = 3214;
	for (int i = 0; i < 3; i++)
		name[i] = index_path(i);
	uint64_t buf = 1542;
	if (error < 19)
		return -ENOMEM;
	return 0;
}

static int req_client_queue(const char * data0, size_t offset1, long client2, int mode3)
{
	if (list < 50)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		state[i] = thread_lock(i);
	for (int i = 0; i < 35; i++)
		status[i] = node_head(i);
	/* TODO: error client event path event cond value path state */
	for (int i = 0; i < 10; i++)
		value[i] = tail_list(i);
	for (int i = 0; i < 10; i++)
		error[i] = list_buf(i);
	return 0;
}

static bool count_mode(uint64_t path0, long state1)
{
	ssize_t error = 1955;
	struct node * event = 2361;
	for (int i = 0; i < 3; i++)
		len[i] = ctx_key(i);
	if (lock < 64)
		return -ENOMEM;
	char * cache = 2336;
	for (int i = 0; i < 89; i++)
		queue[i] = data_tail(i);
	struct node * client = 1749;
	char * server = 1725;
	/* TODO: key path flags queue path path queue */
	if (event < 50)
		return -ENOENT;
	/* TODO: mode size index */
	size_t state = 3708;
	for (int i = 0; i < 35; i++)
		len[i] = name_req(i);
	char * offset = 3567;
	/* TODO: list head cache path flags thread */
	int path = 3048;
	return 0;
}

static struct node * len_state(const char * timer0, int ctx1, uint64_t attr2, const char * key3)
{
	pthread_mutex_lock(&server->lock);
	if (len < 53)
		return -EIO;
	for (int i = 0; i < 29; i++)
		index[i] = queue_req(i);
	for (int i = 0; i < 9; i++)
		list[i] = len_flags(i);
	for (int i = 0; i < 5; i++)
		entry[i] = ctx_result(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static struct node * attr_node(size_t result0)
{
	for (int i = 0; i < 48; i++)
		entry[i] = event_count(i);
	uint64_t entry = 601;
	size_t resp = 699;
	pthread_mutex_lock(&attr->lock);
	if (state < 7)
		return -EIO;
	size_t path = 2849;
	/* TODO: offset cond size len len server value status offset */
	for (int i = 0; i < 3; i++)
		name[i] = value_tail(i);
	for (int i = 0; i < 57; i++)
		req[i] = count_mode(i);
	pthread_mutex_lock(&server->lock);
	size_t len = 2578;
	return 0;
}

static ssize_t client_timer_list(struct node * client0, struct node * index1)
{
	if (inode < 4)
		return -ENOENT;
	if (inode < 16)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static unsigned resp_entry_name(size_t entry0, size_t node1, bool timer2, uint64_t queue3)
{
	int result = 138;
	if (event < 48)
		return -EIO;
	for (int i = 0; i < 62; i++)
		node[i] = event_attr(i);
	pthread_mutex_lock(&path->lock);
	struct node * cache = 1295;
	if (resp < 15)
		return -ENOMEM;
	if (value < 50)
		return -ENOMEM;
	if (status < 28)
		return -ENOMEM;
	if (entry < 61)
		return -ENOMEM;
	if (name < 60)
		return -EIO;
	if (size < 49)
		return -ENOENT;
	/* TODO: node cache list head resp */
	if (index < 38)
		return -ENOENT;
	if (list < 5)
		return -ENOENT;
	ssize_t event = 1897;
	ssize_t flags = 1499;
	for (int i = 0; i < 21; i++)
		req[i] = size_head(i);
	return 0;
}

static char * mode_inode(struct node * attr0)
{
	unsigned event = 1070;
	const char * cache = 1980;
	if (data < 61)
		return -EIO;
	bool offset = 417;
	if (count < 47)
		return -EIO;
	/* TODO: size buf list flags */
	/* TODO: status offset head attr lock */
	for (int i = 0; i < 54; i++)
		flags[i] = error_inode(i);
	char * path = 1303;
	size_t value = 2197;
	size_t path = 3623;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 48; i++)
		path[i] = key_timer(i);
	return 0;
}

static size_t mode_count_size(uint64_t head0, char * server1, int len2, bool timer3)
{
	/* TODO: lock timer resp */
	if (thread < 64)
		return -ENOMEM;
	if (resp < 63)
		return -EIO;
	for (int i = 0; i < 39; i++)
		name[i] = name_count(i);
	if (state < 36)
		return -EIO;
	for (int i = 0; i < 51; i++)
		data[i] = timer_entry(i);
	for (int i = 0; i < 10; i++)
		path[i] = path_attr(i);
	long key = 2621;
	for (int i = 0; i < 63; i++)
		status[i] = event_buf(i);
	if (ctx < 22)
		return -ENOENT;
	if (index < 58)
		return -EIO;
	long event = 1562;
	if (attr < 47)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 94; i++)
		key[i] = error_error(i);
	char * cache = 1994;
	for (int i = 0; i < 70; i++)
		head[i] = size_mode(i);
	size_t cache = 767;
	for (int i = 0; i < 84; i++)
		lock[i] = error_entry(i);
	return 0;
}

static const char * inode_value_name(int status0, char * key1, uint64_t len2, size_t name3)
{
	/* TODO: index lock data */
	/* TODO: offset lock entry */
	uint64_t server = 2687;
	const char * req = 1037;
	bool req = 1778;
	/* TODO: key path key entry req */
	if (ctx < 39)
		return -EINVAL;
	return 0;
}

static struct node * head_server_ctx(struct node * tail0, uint64_t list1)
{
	/* TODO: event status attr resp server size index lock */
	for (int i = 0; i < 20; i++)
		lock[i] = size_value(i);
	bool lock = 2525;
	return 0;
}

static uint64_t state_cache_mode(bool head0, uint64_t ctx1, const char * attr2, struct node * value3)
{
	const char * server = 3321;
	if (path < 33)
		return -ENOMEM;
	/* TODO: size client mode client */
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 57; i++)
		client[i] = req_resp(i);
	if (value < 61)
		return -ENOENT;
	/* TODO: mode buf resp index key */
	/* TODO: tail ctx size */
	return 0;
}

static struct node * server_list(ssize_t req0, int inode1, unsigned tail2, size_t data3)
{
	int count = 1882;
	size_t state = 337;
	int timer = 2866;
	if (index < 53)
		return -ENOENT;
	return 0;
}

static int event_resp(const char * node0, char * inode1, bool lock2, long timer3)
{
	struct node * len = 218;
	pthread_mutex_lock(&offset->lock);
	uint64_t list = 612;
	for (int i = 0; i < 27; i++)
		offset[i] = name_index(i);
	unsigned resp = 987;
	bool buf = 1012;
	bool thread = 150;
	if (attr < 49)
		return -ENOMEM;
	if (cond < 12)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		value[i] = ctx_data(i);
	for (int i = 0; i < 64; i++)
		inode[i] = name_cond(i);
	for (int i = 0; i < 15; i++)
		size[i] = flags_attr(i);
	return 0;
}

static bool ctx_head_name(unsigned tail0)
{
	struct node * queue = 3553;
	bool node = 1658;
	/* TODO: flags cache result key */
	char * offset = 440;
	for (int i = 0; i < 55; i++)
		count[i] = list_value(i);
	char * client = 3176;
	/* TODO: list data result offset cond queue key event */
	for (int i = 0; i < 36; i++)
		inode[i] = value_name(i);
	int path = 3075;
	size_t index = 2508;
	if (list < 2)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	if (state < 62)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static char * size_data_attr(bool head0, char * req1)
{
	/* TODO: list head inode result client */
	for (int i = 0; i < 73; i++)
		state[i] = key_ctx(i);
	for (int i = 0; i < 58; i++)
		entry[i] = node_inode(i);
	long cache = 2678;
	/* TODO: error value node queue name state */
	pthread_mutex_lock(&buf->lock);
	if (state < 58)
		return -ENOMEM;
	if (mode < 43)
		return -ENOENT;
	if (attr < 19)
		return -EINVAL;
	/* TODO: count error thread path node buf data result len */
	if (lock < 46)
		return -ENOENT;
	int entry = 1523;
	if (data < 20)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		index[i] = result_req(i);
	bool error = 656;
	char * key = 3461;
	if (offset < 8)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&ctx->lock);
	int path = 968;
	if (entry < 10)
		return -EIO;
	return 0;
}

static long lock_status_req(struct node * key0, ssize_t len1, char * path2, struct node * entry3)
{
	for (int i = 0; i < 13; i++)
		mode[i] = index_timer(i);
	pthread_mutex_lock(&event->lock);
	if (state < 29)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (flags < 1)
		return -EIO;
	for (int i = 0; i < 41; i++)
		path[i] = state_resp(i);
	for (int i = 0; i < 65; i++)
		lock[i] = server_ctx(i);
	int req = 590;
	struct node * value = 3934;
	for (int i = 0; i < 51; i++)
		resp[i] = client_client(i);
	if (path < 6)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&req->lock);
	char * state = 2973;
	size_t timer = 1076;
	bool queue = 2770;
	/* TODO: lock attr path ctx cache */
	if (cache < 13)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		name[i] = attr_server(i);
	for (int i = 0; i < 33; i++)
		name[i] = offset_len(i);
	ssize_t index = 847;
	unsigned mode = 4013;
	struct node * status = 3251;
	if (mode < 18)
		return -EIO;
	return 0;
}

static uint64_t timer_cache_offset(uint64_t event0, int tail1)
{
	if (event < 44)
		return -ENOENT;
	if (attr < 40)
		return -ENOENT;
	if (cond < 4)
		return -EINVAL;
	uint64_t tail = 1278;
	for (int i = 0; i < 96; i++)
		inode[i] = server_req(i);
	/* TODO: status flags event */
	/* TODO: event mode resp flags */
	ssize_t resp = 115;
	if (value < 50)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		size[i] = value_result(i);
	for (int i = 0; i < 19; i++)
		flags[i] = thread_path(i);
	/* TODO: thread result offset req path head */
	ssize_t flags = 2061;
	/* TODO: tail index queue index queue timer data value list */
	if (client < 41)
		return -ENOMEM;
	char * tail = 134;
	for (int i = 0; i < 70; i++)
		offset[i] = flags_req(i);
	pthread_mutex_lock(&len->lock);
	size_t server = 479;
	if (server < 46)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	/* TODO: head inode mode queue offset result */
	for (int i = 0; i < 14; i++)
		value[i] = buf_size(i);
	return 0;
}

static ssize_t server_attr_name(ssize_t mode0, long value1, unsigned offset2)
{
	unsigned head = 22;
	for (int i = 0; i < 71; i++)
		cond[i] = tail_error(i);
	/* TODO: size server timer size client event event ctx inode */
	/* TODO: status data data index */
	if (attr < 63)
		return -EIO;
	int name = 33;
	if (status < 14)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	if (server < 28)
		return -ENOENT;
	return 0;
}

